-- Decision 096: the points held by a member's open exchanges are summed from the member's debit lines. A hold's
-- line is a debit, and this partial index holds only debits of accounts other than the reward pool (whose debit
-- every award writes), so the figure stays one short probe per member however long their history of earn lines,
-- and an award writes nothing more to it.
CREATE INDEX "points_entries_account_debits_idx" ON "points_entries" USING btree ("account_id") WHERE "points_entries"."amount" < 0 and "points_entries"."account_id" <> '00000000-0000-4000-8000-00000000a001'::uuid;
