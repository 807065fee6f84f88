import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiBaseUrl } from '../../lib/env.ts';
import type { PageProps } from '../page-props.ts';

interface GuestTable {
  companyName: string;
  venueName: string;
  floorPlanName: string;
  tableCode: string;
}

type State =
  | { status: 'loading' }
  | { status: 'found'; table: GuestTable }
  | { status: 'missing' | 'inactive' | 'failed' };

async function fetchTable(reference: string): Promise<State> {
  try {
    const response = await fetch(`${apiBaseUrl()}/api/guest/v1/tables/${encodeURIComponent(reference)}`);
    if (response.ok)
      return { status: 'found', table: ((await response.json()) as { table: GuestTable }).table };
    if (response.status === 410) return { status: 'inactive' };
    // A malformed reference is as unknown to a guest as a forged one.
    if (response.status === 404 || response.status === 400) return { status: 'missing' };
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

/**
 * /{lang}/order/t/{reference}: where a table's QR code leads. It names the venue and the table;
 * ordering from the phone comes with the guest ordering page (issue #15), so until then it says so.
 */
export function GuestTablePage({ route }: PageProps) {
  const { t } = useTranslation('guest');
  const reference = route.params.reference ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new attempt at the same reference.
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void fetchTable(reference).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [reference, attempt]);

  return (
    <div className="auth-page">
      {state.status === 'loading' && (
        <div role="status" aria-busy="true">
          <p className="auth-lead">{t('loading')}</p>
        </div>
      )}
      {state.status === 'found' && (
        <>
          <p className="auth-lead">{state.table.venueName}</p>
          <h1>{t('table', { code: state.table.tableCode })}</h1>
          <p className="auth-lead">{t('notOpenYet')}</p>
          <p>{t('askStaff')}</p>
        </>
      )}
      {(state.status === 'missing' || state.status === 'inactive') && (
        <>
          <h1>{state.status === 'missing' ? t('missingTitle') : t('inactiveTitle')}</h1>
          <p className="auth-lead">{state.status === 'missing' ? t('missingText') : t('inactiveText')}</p>
        </>
      )}
      {state.status === 'failed' && (
        <div className="form-error" role="alert">
          <p>{t('failed')}</p>
          <button type="button" className="button button-secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        </div>
      )}
    </div>
  );
}
