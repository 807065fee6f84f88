import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { graphql, type ResultOf } from '../../lib/graphql.ts';
import { gqlQuery } from '../../lib/request.ts';

// Here, not in features/onboarding: the dashboard is part of what '/' loads, and the one query it
// needs is smaller than the onboarding feature's index.
const PROGRESS_QUERY = graphql(`
  query OnboardingProgress {
    onboarding {
      done
      total
      complete
      steps {
        step
        done
        path
      }
    }
  }
`);

/** The §3 steps, done or not. */
export type OnboardingProgress = ResultOf<typeof PROGRESS_QUERY>['onboarding'];

const dismissedKey = (companyId: string) => `fika.onboardingChecklistDismissed.${companyId}`;

function wasDismissed(companyId: string): boolean {
  try {
    return localStorage.getItem(dismissedKey(companyId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The company's onboarding progress while the checklist is wanted: not once everything is done,
 * not after the owner dismissed it (per company, in this browser). Shares the onboarding
 * feature's query key, so a saved step there refreshes it.
 */
export function useOnboardingChecklist(companyId: string) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(companyId));
  const query = useQuery({
    queryKey: ['onboarding'],
    queryFn: async ({ signal }) => (await gqlQuery(PROGRESS_QUERY, {}, { signal })).onboarding,
    enabled: !dismissed,
    // Steps tick elsewhere (a till's first sale, another screen): read again whenever the dashboard opens.
    refetchOnMount: 'always',
  });
  const progress = !dismissed && query.data && !query.data.complete ? query.data : null;
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey(companyId), '1');
    } catch {
      // Private mode: dismissed for this visit only.
    }
    setDismissed(true);
  };
  return { progress, dismiss };
}
