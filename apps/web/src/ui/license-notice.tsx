import {
  type AccountKind,
  canOpenPath,
  type LicensedFeature,
  type LicensedFeatures,
  type Permissions,
} from '@fika/domain';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** The part of the session licence gating looks at (the session's own type stays in features/session). */
export interface LicenceSession {
  readonly permissions: Permissions;
  readonly metadata: AccountKind & { readonly licensedFeatures?: LicensedFeatures | null };
}

/**
 * Licence gating of a screen (§6): whether the company's licences leave `feature` off, as the
 * session reports them, and whether this user may open /licenses to buy one.
 */
export function licenceGate(session: LicenceSession, feature: LicensedFeature) {
  return {
    unlicensed: session.metadata.licensedFeatures?.[feature] === false,
    canBuy: canOpenPath(session.permissions, '/licenses', session.metadata),
  };
}

/**
 * What a screen shows in place of its content when the company has no licence for its feature
 * (§6): why, and a way to /licenses for a user who may open it (else whom to ask). The texts come
 * from the screen's own namespace, so this adds no namespace to load.
 */
export function LicenseNotice({
  title,
  text,
  askText,
  linkLabel,
  canBuy,
}: {
  title: string;
  /** Said to a user who may open Licences. */
  text: string;
  /** Said to a user who may not: whom to ask. */
  askText: string;
  linkLabel: string;
  canBuy: boolean;
}) {
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={20} />}
      title={title}
      role="status"
      data-testid="license-notice"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{canBuy ? text : askText}</Text>
        {canBuy && (
          <Button component={Link} to="/licenses" variant="default" size="xs">
            {linkLabel}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
