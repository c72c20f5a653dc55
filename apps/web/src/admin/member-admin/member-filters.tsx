import { ADMIN_MEMBER_SORTS, MEMBER_STATUSES, TIERS } from '@streamit/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FilterBar, FilterDate, FilterSelect } from '../../components/filter-bar';
import { keepSetValues } from '../../lib/search-params';
import { useDebouncedText } from '../featured/use-debounced-text';
import type { MembersSearch } from '../../lib/member-admin-search';

/** Props of MemberFilters. */
export interface MemberFiltersProps {
  search: MembersSearch;
  onChange: (next: MembersSearch) => void;
}

type Key = keyof MembersSearch;

type SetFilter = (key: Key, value: string) => void;

// The typed text goes into the address once it settles, not on every key.
function SearchField({ search, onChange }: MemberFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search.q ?? '');
  const settled = useDebouncedText(text.trim(), 300);
  useEffect(() => {
    if ((search.q ?? '') !== settled) onChange(keepSetValues({ ...search, q: settled || undefined }));
    // Only a settled change of the typed text updates the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return (
    <div>
      <label htmlFor="members-q" className="form-label small">
        {t('memberAdmin.search')}
      </label>
      <input
        id="members-q"
        type="search"
        className="form-control form-control-sm"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
    </div>
  );
}

function AccountFilters({ search, set }: { search: MembersSearch; set: SetFilter }) {
  const { t } = useTranslation();
  const flagOptions = [
    { value: 'true', label: t('memberAdmin.yes') },
    { value: 'false', label: t('memberAdmin.no') },
  ];
  const select = (
    key: 'tier' | 'status' | 'creator' | 'verified',
    options: { value: string; label: string }[],
  ) => (
    <FilterSelect
      id={`members-${key}`}
      label={t(`memberAdmin.${key}`)}
      value={search[key] ?? ''}
      anyLabel={t('memberAdmin.any')}
      options={options}
      onChange={(value) => {
        set(key, value);
      }}
    />
  );
  return (
    <>
      {select(
        'tier',
        TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) })),
      )}
      {select(
        'status',
        MEMBER_STATUSES.map((status) => ({ value: status, label: t(`memberAdmin.statuses.${status}`) })),
      )}
      {select('creator', flagOptions)}
      {select('verified', flagOptions)}
    </>
  );
}

function JoinedAndSortFilters({ search, set }: { search: MembersSearch; set: SetFilter }) {
  const { t } = useTranslation();
  return (
    <>
      <FilterDate
        id="members-joined-from"
        label={t('memberAdmin.joinedFrom')}
        value={search.joinedFrom ?? ''}
        onChange={(value) => {
          set('joinedFrom', value);
        }}
      />
      <FilterDate
        id="members-joined-to"
        label={t('memberAdmin.joinedTo')}
        value={search.joinedTo ?? ''}
        onChange={(value) => {
          set('joinedTo', value);
        }}
      />
      <FilterSelect
        id="members-sort"
        label={t('memberAdmin.sort')}
        value={search.sort ?? 'joined_desc'}
        options={ADMIN_MEMBER_SORTS.map((sort) => ({ value: sort, label: t(`memberAdmin.sorts.${sort}`) }))}
        onChange={(value) => {
          set('sort', value);
        }}
      />
    </>
  );
}

/** The member list's filters and order; every change goes into the address, so a reload keeps them. */
export function MemberFilters({ search, onChange }: MemberFiltersProps) {
  const { t } = useTranslation();
  const set: SetFilter = (key, value) => {
    onChange(keepSetValues({ ...search, [key]: value === '' ? undefined : value }));
  };
  return (
    <FilterBar label={t('memberAdmin.filters')}>
      <SearchField search={search} onChange={onChange} />
      <AccountFilters search={search} set={set} />
      <JoinedAndSortFilters search={search} set={set} />
    </FilterBar>
  );
}
