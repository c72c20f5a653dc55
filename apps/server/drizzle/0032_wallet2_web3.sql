CREATE TABLE "artfi_burn_items" (
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"address" text,
	"amount_wei" numeric(78, 0) DEFAULT '0' NOT NULL,
	"tx_hash" text,
	"note" text,
	CONSTRAINT "artfi_burn_items_run_id_user_id_pk" PRIMARY KEY("run_id","user_id"),
	CONSTRAINT "artfi_burn_items_status_check" CHECK ("artfi_burn_items"."status" in ('PENDING', 'BURNED', 'SKIPPED', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "artfi_burn_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"ratio_micros" integer NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"total" integer NOT NULL,
	"total_supply_before" numeric(78, 0),
	"total_supply_after" numeric(78, 0),
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "artfi_burn_runs_status_check" CHECK ("artfi_burn_runs"."status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
	CONSTRAINT "artfi_burn_runs_ratio_range" CHECK ("artfi_burn_runs"."ratio_micros" between 1 and 1000000)
);
--> statement-breakpoint
CREATE TABLE "custodial_txs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text,
	"amount_wei" numeric(78, 0) NOT NULL,
	"purpose_key" text NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"tx_hash" text NOT NULL,
	"tx_nonce" integer NOT NULL,
	"signed_tx" text NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custodial_txs_status_check" CHECK ("custodial_txs"."status" in ('SENT', 'CONFIRMED', 'FAILED')),
	CONSTRAINT "custodial_txs_amount_positive" CHECK ("custodial_txs"."amount_wei" > 0)
);
--> statement-breakpoint
CREATE TABLE "treasury_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid,
	"idempotency_key" text,
	"to_address" text NOT NULL,
	"amount_wei" numeric(78, 0) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"tx_hash" text,
	"tx_nonce" integer,
	"signed_tx" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "treasury_grants_kind_check" CHECK ("treasury_grants"."kind" in ('WELCOME', 'DIRECT')),
	CONSTRAINT "treasury_grants_status_check" CHECK ("treasury_grants"."status" in ('QUEUED', 'PAYING', 'SETTLED', 'FAILED')),
	CONSTRAINT "treasury_grants_amount_positive" CHECK ("treasury_grants"."amount_wei" > 0)
);
--> statement-breakpoint
ALTER TABLE "artfi_burn_items" ADD CONSTRAINT "artfi_burn_items_run_id_artfi_burn_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."artfi_burn_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artfi_burn_items" ADD CONSTRAINT "artfi_burn_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artfi_burn_runs" ADD CONSTRAINT "artfi_burn_runs_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custodial_txs" ADD CONSTRAINT "custodial_txs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custodial_txs" ADD CONSTRAINT "custodial_txs_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_grants" ADD CONSTRAINT "treasury_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_grants" ADD CONSTRAINT "treasury_grants_admin_id_admin_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admin_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custodial_txs_user_purpose_unique" ON "custodial_txs" USING btree ("user_id","purpose_key");--> statement-breakpoint
CREATE UNIQUE INDEX "custodial_txs_hash_unique" ON "custodial_txs" USING btree (lower("tx_hash"));--> statement-breakpoint
CREATE INDEX "custodial_txs_from_nonce_idx" ON "custodial_txs" USING btree (lower("from_address"),"tx_nonce");--> statement-breakpoint
CREATE INDEX "custodial_txs_user_created_idx" ON "custodial_txs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_grants_one_welcome_per_user" ON "treasury_grants" USING btree ("user_id") WHERE "treasury_grants"."kind" = 'WELCOME';--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_grants_admin_key_unique" ON "treasury_grants" USING btree ("admin_id","idempotency_key") WHERE "treasury_grants"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_grants_tx_hash_unique" ON "treasury_grants" USING btree (lower("tx_hash")) WHERE "treasury_grants"."tx_hash" is not null;--> statement-breakpoint
CREATE INDEX "treasury_grants_status_idx" ON "treasury_grants" USING btree ("status","updated_at");