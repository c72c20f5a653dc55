import type { OutboxEmailSummary } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { formatDateTime } from './outbox-format';

/** Props of OutboxTable. */
export interface OutboxTableProps {
  items: OutboxEmailSummary[];
  selectedId: string | null;
  onOpen: (item: OutboxEmailSummary) => void;
}

/** The stored emails of one page; the subject opens the message. */
export function OutboxTable({ items, selectedId, onOpen }: OutboxTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      caption={t('outbox.tableCaption')}
      captionHidden
      tableClassName="outbox-table"
      heads={[
        t('outbox.columns.subject'),
        t('outbox.columns.to'),
        t('outbox.columns.kind'),
        t('outbox.columns.status'),
        t('outbox.columns.created'),
      ]}
    >
      {items.map((item) => (
        <tr key={item.id} className={item.id === selectedId ? 'table-active' : undefined}>
          <td>
            <button
              type="button"
              className="btn btn-link p-0 text-start"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => {
                onOpen(item);
              }}
            >
              {item.subject}
            </button>
          </td>
          <td className="text-break">{item.to}</td>
          <td>{item.kind}</td>
          <td>{t(`outbox.status.${item.status}`)}</td>
          <td className="text-nowrap">{formatDateTime(item.createdAt, i18n.language)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
