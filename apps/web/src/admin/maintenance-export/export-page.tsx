import { TIERS, type MemberExportFilter } from '@streamit/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ExportButton } from './export-button';

type FilterForm = Record<keyof MemberExportFilter, string>;

const EMPTY: FilterForm = {
  tier: '',
  status: '',
  creator: '',
  verified: '',
  joinedFrom: '',
  joinedTo: '',
  q: '',
};

/** One filter's grid cell: its label above the control, which gets the id. */
function FilterCell(props: { name: keyof FilterForm; wide?: boolean; children: (id: string) => ReactNode }) {
  const { t } = useTranslation();
  const id = `export-filter-${props.name}`;
  return (
    <div className={props.wide ? 'col-lg-6' : 'col-sm-6 col-lg-3'}>
      <label className="form-label small" htmlFor={id}>
        {t(`adminMaintenance.filters.${props.name}`)}
      </label>
      {props.children(id)}
    </div>
  );
}

/** Props of one filter control: which filter, the form's values and the change handler. */
interface FilterProps<Name extends keyof FilterForm> {
  name: Name;
  form: FilterForm;
  onChange: (name: keyof FilterForm, value: string) => void;
}

/** A select of one filter: "Any" and the given values, labelled from the area's strings. */
function FilterSelect(
  props: FilterProps<'tier' | 'status' | 'creator' | 'verified'> & {
    /** The choices besides "Any", each with its words (tiers read the shared tier names). */
    options: readonly { value: string; label: string }[];
  },
) {
  const { t } = useTranslation();
  return (
    <FilterCell name={props.name}>
      {(id) => (
        <select
          id={id}
          className="form-select form-select-sm"
          value={props.form[props.name]}
          onChange={(event) => {
            props.onChange(props.name, event.target.value);
          }}
        >
          <option value="">{t('adminMaintenance.filters.any')}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FilterCell>
  );
}

/** A date filter (the day is sent as the start of that day in UTC) or the free-text search. */
function FilterInput(props: FilterProps<'joinedFrom' | 'joinedTo' | 'q'>) {
  const search = props.name === 'q';
  return (
    <FilterCell name={props.name} wide={search}>
      {(id) => (
        <input
          id={id}
          type={search ? 'search' : 'date'}
          className="form-control form-control-sm"
          value={props.form[props.name]}
          onChange={(event) => {
            props.onChange(props.name, event.target.value);
          }}
        />
      )}
    </FilterCell>
  );
}

/** Route /admin/export (canManageUsers): choose filters and export the matching members. */
export function ExportPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<FilterForm>(EMPTY);
  const change = (name: keyof FilterForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
  };
  const tiers = TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }));
  const statuses = (['ACTIVE', 'SUSPENDED'] as const).map((value) => ({
    value,
    label: t(`adminMaintenance.filters.values.${value}`),
  }));
  const yesNo = (['true', 'false'] as const).map((value) => ({
    value,
    label: t(`adminMaintenance.filters.values.${value}`),
  }));
  return (
    <>
      <section className="card card-body mt-3" aria-labelledby="export-filters-heading">
        <h2 className="h5" id="export-filters-heading">
          {t('adminMaintenance.filters.heading')}
        </h2>
        <div className="row g-3 mb-3">
          <FilterSelect name="tier" options={tiers} form={form} onChange={change} />
          <FilterSelect name="status" options={statuses} form={form} onChange={change} />
          <FilterSelect name="creator" options={yesNo} form={form} onChange={change} />
          <FilterSelect name="verified" options={yesNo} form={form} onChange={change} />
          <FilterInput name="joinedFrom" form={form} onChange={change} />
          <FilterInput name="joinedTo" form={form} onChange={change} />
          <FilterInput name="q" form={form} onChange={change} />
        </div>
        <ExportButton filters={form} />
      </section>
    </>
  );
}
