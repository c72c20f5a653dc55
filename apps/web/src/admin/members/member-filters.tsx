import { ADMIN_MEMBER_SORTS, MEMBER_STATUSES, TIERS } from '@streamit/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FilterBar, FilterDate, FilterSelect } from '../../components/filter-bar';
import { keepSetValues } from '../../lib/search-params';
import { useDebouncedText } from '../featured/use-debounced-text';
import type { MembersSearch } from '../../lib/admin-members-search';

/** Props of MemberFilters. */
export interface MemberFiltersProps {
  search: MembersSearch;
  onChange: (next: MembersSearch) => void;
}

type Key = keyof MembersSearch;

/** The member list's filters and order; every change goes into the address, so a reload keeps them. */
export function MemberFilters({ search, onChange }: MemberFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(search.q ?? '');
  const settled = useDebouncedText(text.trim(), 300);
  const set = (key: Key, value: string) => {
    onChange(keepSetValues({ ...search, [key]: value === '' ? undefined : value }));
  };
  useEffect(() => {
    if ((search.q ?? '') !== settled) onChange(keepSetValues({ ...search, q: settled || undefined }));
    // Only a settled change of the typed text updates the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const flagOptions = [
    { value: 'true', label: t('adminMembers.yes') },
    { value: 'false', label: t('adminMembers.no') },
  ];
  return (
    <FilterBar label={t('adminMembers.filters')}>
      <div>
        <label htmlFor="members-q" className="form-label small">
          {t('adminMembers.search')}
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
      <FilterSelect
        id="members-tier"
        label={t('adminMembers.tier')}
        value={search.tier ?? ''}
        anyLabel={t('adminMembers.any')}
        options={TIERS.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
        onChange={(value) => {
          set('tier', value);
        }}
      />
      <FilterSelect
        id="members-status"
        label={t('adminMembers.status')}
        value={search.status ?? ''}
        anyLabel={t('adminMembers.any')}
        options={MEMBER_STATUSES.map((status) => ({
          value: status,
          label: t(`adminMembers.statuses.${status}`),
        }))}
        onChange={(value) => {
          set('status', value);
        }}
      />
      <FilterSelect
        id="members-creator"
        label={t('adminMembers.creator')}
        value={search.creator ?? ''}
        anyLabel={t('adminMembers.any')}
        options={flagOptions}
        onChange={(value) => {
          set('creator', value);
        }}
      />
      <FilterSelect
        id="members-verified"
        label={t('adminMembers.verified')}
        value={search.verified ?? ''}
        anyLabel={t('adminMembers.any')}
        options={flagOptions}
        onChange={(value) => {
          set('verified', value);
        }}
      />
      <FilterDate
        id="members-joined-from"
        label={t('adminMembers.joinedFrom')}
        value={search.joinedFrom ?? ''}
        onChange={(value) => {
          set('joinedFrom', value);
        }}
      />
      <FilterDate
        id="members-joined-to"
        label={t('adminMembers.joinedTo')}
        value={search.joinedTo ?? ''}
        onChange={(value) => {
          set('joinedTo', value);
        }}
      />
      <FilterSelect
        id="members-sort"
        label={t('adminMembers.sort')}
        value={search.sort ?? 'joined_desc'}
        options={ADMIN_MEMBER_SORTS.map((sort) => ({ value: sort, label: t(`adminMembers.sorts.${sort}`) }))}
        onChange={(value) => {
          set('sort', value);
        }}
      />
    </FilterBar>
  );
}
