import { AUDIT_REDACTED, formatMoney, isMoneyField } from '@fika/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCompanyCurrency } from '../../lib/company.tsx';
import type { AuditEntry } from './use-monitoring.ts';

type Change = AuditEntry['changes'][number];

/** The changed fields of an audit entry, each as "field: before → after" in the reader's language. */
export function AuditChanges({ changes }: { changes: readonly Change[] }) {
  const { t, i18n } = useTranslation('orders');
  const currency = useCompanyCurrency();
  // Fields are columns of any table, new modules' included: a column no text names reads as itself.
  const label = (field: string) => {
    const key = `audit.fields.${field}`;
    return i18n.exists(key, { ns: 'orders' }) ? t(key as 'audit.fields.title') : field.replaceAll('_', ' ');
  };
  const show = (field: string, text: string | null) => {
    if (text === null) return '—';
    const value: unknown = JSON.parse(text);
    if (value === AUDIT_REDACTED) return t('audit.redacted');
    if (value === null || value === '') return t('audit.empty');
    if (typeof value === 'boolean') return value ? t('audit.yes') : t('audit.no');
    if (typeof value === 'number' && Number.isInteger(value) && isMoneyField(field)) {
      return formatMoney(value, currency, i18n.language);
    }
    if (typeof value === 'number') return new Intl.NumberFormat(i18n.language).format(value);
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  };
  return (
    <Stack gap={2}>
      {changes.map((c) => (
        <Text key={c.field} size="xs" data-field={c.field}>
          <Text span fw={600} size="xs">
            {label(c.field)}:
          </Text>{' '}
          {c.before === null
            ? show(c.field, c.after)
            : c.after === null
              ? show(c.field, c.before)
              : `${show(c.field, c.before)} → ${show(c.field, c.after)}`}
        </Text>
      ))}
    </Stack>
  );
}
