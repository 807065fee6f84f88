// The non-secret settings of an integration (setIntegrationVariable): what an operator may set per
// provider kind, each with its rule. Credentials are never variables: they live encrypted apart.
import type { IntegrationKind } from './integrations.ts';

export interface IntegrationVariable {
  key: string;
  /** The value a new connection starts with ('' = not set). */
  defaultValue: string;
  pattern: RegExp;
  /** Only the sandbox reads it (a way to make the sandbox fail on purpose); labelled as such. */
  sandboxOnly?: boolean;
}

const ACCOUNTING_VARIABLES: readonly IntegrationVariable[] = [
  // Fortnox, Visma and Tripletex number vouchers per series; 'A' is every one's default.
  { key: 'voucherSeries', defaultValue: 'A', pattern: /^[A-Z]{1,2}$/ },
  // An optional cost centre (kostnadsställe / avdeling) put on every line.
  { key: 'costCenter', defaultValue: '', pattern: /^(?:[A-Za-z0-9]{1,10})?$/ },
  // The sandbox's test switches (platform/providers/accounting.ts): it answers the first N attempts
  // of each voucher with a temporary outage, and refuses vouchers posting to accounts its chart lacks.
  { key: 'sandboxFailTimes', defaultValue: '0', pattern: /^[0-9]$/, sandboxOnly: true },
  {
    key: 'sandboxMissingAccounts',
    defaultValue: '',
    pattern: /^(?:[0-9A-Za-z]{1,10}(?:\s*,\s*[0-9A-Za-z]{1,10}){0,19})?$/,
    sandboxOnly: true,
  },
];

const PAYROLL_VARIABLES: readonly IntegrationVariable[] = [
  // Planday, Caspeco and Quinyx book revenue on a department; the venue's name is used when empty.
  { key: 'department', defaultValue: '', pattern: /^(?:[\p{L}\p{N} &.-]{1,40})?$/u },
];

/** The variables an integration of `kind` has, in the order a settings form shows them. */
export const integrationVariablesOf = (kind: IntegrationKind): readonly IntegrationVariable[] =>
  kind === 'accounting' ? ACCOUNTING_VARIABLES : PAYROLL_VARIABLES;

/** The field errors of a variables input (`variables.<key>`), for an integration of `kind`. */
export function integrationVariableErrors(
  kind: IntegrationKind,
  rows: readonly { key: string; value: string }[],
): { field: string; message: string }[] {
  const known = integrationVariablesOf(kind);
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const { key, value } of rows) {
    const variable = known.find((v) => v.key === key);
    if (!variable || seen.has(key)) {
      errors.push({ field: 'variables', message: 'validation.integrationVariable.unknown' });
      continue;
    }
    seen.add(key);
    if (!variable.pattern.test(value)) {
      errors.push({ field: `variables.${key}`, message: `validation.integrationVariable.${key}` });
    }
  }
  return errors;
}
