import { licenseFitsDevice } from '@fika/domain';
import { Badge, Button, Divider, Drawer, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RequestResult, request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { useSession } from '../session/index.ts';
import { fieldErrorsOf, LICENSE_FIELD_KEYS } from './field-errors.ts';
import {
  ASSIGN_LICENSE_MUTATION,
  MOVE_DEVICE_MUTATION,
  REMOVE_CONTROL_UNIT_MUTATION,
  RENAME_DEVICE_MUTATION,
  SET_CONTROL_UNIT_MUTATION,
  UNASSIGN_LICENSE_MUTATION,
} from './licenses.graphql.ts';
import { type Device, type License, useRefreshLicenses } from './use-licenses.ts';

const EXPECTED = { expectedCodes: ['BAD_USER_INPUT', 'NOT_FOUND'] } as const;

/** A device: its name and venue, its licences (assign, move here, remove) and its control unit. */
export function DeviceDrawer(props: {
  device: Device | null;
  licenses: readonly License[];
  canChange: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('licenses');
  const { device } = props;
  return (
    <Drawer opened={device !== null} onClose={props.onClose} title={device?.name ?? ''} position="right">
      {device && (
        <Stack gap="lg">
          <DeviceFields key={device.id} device={device} canChange={props.canChange} />
          <Divider />
          <DeviceLicenses
            key={`l-${device.id}`}
            device={device}
            licenses={props.licenses}
            canChange={props.canChange}
          />
          {(device.needsControlUnit || device.controlUnitSerial) && (
            <>
              <Divider />
              <ControlUnit key={`cu-${device.id}`} device={device} canChange={props.canChange} />
            </>
          )}
          {device.posAccessBlocked && (
            <Text c="red" size="sm">
              {t('device.blocked')}
            </Text>
          )}
        </Stack>
      )}
    </Drawer>
  );
}

/** Sends a change, shows field errors or a toast, refreshes the page. */
function useChange() {
  const { t } = useTranslation('licenses');
  const toast = useToast();
  const refresh = useRefreshLicenses();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const send = async (work: () => Promise<RequestResult<unknown>>, done: string): Promise<boolean> => {
    setBusy(true);
    const result = await work();
    setBusy(false);
    if (!result.success) {
      const fields = fieldErrorsOf(result);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(t('device.failed'));
      return false;
    }
    setErrors({});
    toast.success(done);
    await refresh();
    return true;
  };
  const message = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    return t(LICENSE_FIELD_KEYS.has(key) ? (key as 'validation.invalid') : 'validation.invalid');
  };
  return { send, message, busy, clear: () => setErrors({}) };
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

function DeviceFields({ device, canChange }: { device: Device; canChange: boolean }) {
  const { t } = useTranslation('licenses');
  const fmt = useFormats();
  const { venues } = useSession();
  const [name, setName] = useState(device.name);
  const change = useChange();
  const rename = () =>
    change.send(
      () => request(RENAME_DEVICE_MUTATION, { id: device.id, name }, EXPECTED),
      t('device.renamed', { name: name.trim() }),
    );
  const move = (venueId: string | null) => {
    if (!venueId || venueId === device.venueId) return;
    const venue = venues.find((v) => v.id === venueId)?.name ?? '';
    void change.send(
      () => request(MOVE_DEVICE_MUTATION, { id: device.id, venueId }, EXPECTED),
      t('device.moved', { venue }),
    );
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="light">{t(`kinds.${device.kind}`, { defaultValue: device.kind })}</Badge>
        <Text size="sm" c="dimmed">
          {device.appVersion ? t('device.app', { version: device.appVersion }) : t('device.noApp')}
        </Text>
      </Group>
      <Text size="sm">
        {device.lastSeenAt ? t('lastSeen', { when: fmt.dateTime(device.lastSeenAt) }) : t('neverSeen')}
      </Text>
      <Form onSubmit={() => void rename()}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('device.name')}
            value={name}
            disabled={!canChange}
            onChange={(e) => setName(e.currentTarget.value)}
            error={change.message('name')}
          />
          {canChange && (
            <Button type="submit" variant="light" loading={change.busy} disabled={name === device.name}>
              {t('device.rename')}
            </Button>
          )}
        </Group>
      </Form>
      <Select
        label={t('device.venue')}
        data={venues.map((v) => ({ value: v.id, label: v.name }))}
        value={device.venueId}
        onChange={move}
        disabled={!canChange}
        allowDeselect={false}
        error={change.message('venueId')}
      />
    </Stack>
  );
}

function DeviceLicenses({
  device,
  licenses,
  canChange,
}: {
  device: Device;
  licenses: readonly License[];
  canChange: boolean;
}) {
  const { t } = useTranslation('licenses');
  const change = useChange();
  const [choice, setChoice] = useState<string | null>(null);
  const product = (p: string) => t(`products.${p}`, { defaultValue: p });
  // Licences in force that fit this device and are not on it yet: free ones first, then those to move.
  const candidates = licenses
    .filter((l) => l.status !== 'EXPIRED' && l.status !== 'CANCELLED')
    .filter((l) => l.deviceId !== device.id && licenseFitsDevice(l.product, device.kind))
    .sort((a, b) => Number(a.deviceId !== null) - Number(b.deviceId !== null));
  const assign = () => {
    const license = candidates.find((l) => l.id === choice);
    if (!license) return;
    void change
      .send(
        () => request(ASSIGN_LICENSE_MUTATION, { licenseId: license.id, deviceId: device.id }, EXPECTED),
        t('device.assigned', { product: product(license.product), name: device.name }),
      )
      .then((ok) => ok && setChoice(null));
  };
  const remove = (license: { id: string; product: string }) =>
    change.send(
      () => request(UNASSIGN_LICENSE_MUTATION, { licenseId: license.id }, EXPECTED),
      t('device.unassigned', { product: product(license.product), name: device.name }),
    );
  return (
    <Stack gap="sm">
      <Title order={4}>{t('device.licenses')}</Title>
      {device.activeLicenses.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('noLicenses')}
        </Text>
      )}
      {device.activeLicenses.map((l) => (
        <Group key={l.id} justify="space-between">
          <Text>{product(l.product)}</Text>
          {canChange && (
            <Button size="xs" variant="subtle" color="red" onClick={() => void remove(l)}>
              {t('device.unassign')}
            </Button>
          )}
        </Group>
      ))}
      {canChange && (
        <Form onSubmit={assign}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              style={{ flex: 1 }}
              label={t('device.assign')}
              placeholder={candidates.length === 0 ? t('device.noCandidates') : t('device.pick')}
              data={candidates.map((l) => ({
                value: l.id,
                label: l.deviceId
                  ? t('device.moveFrom', { product: product(l.product) })
                  : product(l.product),
              }))}
              value={choice}
              onChange={setChoice}
              disabled={candidates.length === 0}
              error={change.message('deviceId') ?? change.message('licenseId')}
            />
            <Button type="submit" variant="light" disabled={!choice} loading={change.busy}>
              {t('device.assignSubmit')}
            </Button>
          </Group>
        </Form>
      )}
    </Stack>
  );
}

function ControlUnit({ device, canChange }: { device: Device; canChange: boolean }) {
  const { t } = useTranslation('licenses');
  const fmt = useFormats();
  const change = useChange();
  const [serial, setSerial] = useState(device.controlUnitSerial ?? '');
  const [registeredAt, setRegisteredAt] = useState(device.controlUnitRegisteredAt?.slice(0, 10) ?? '');
  const save = () =>
    change.send(
      () => request(SET_CONTROL_UNIT_MUTATION, { deviceId: device.id, serial, registeredAt }, EXPECTED),
      t('controlUnit.saved', { name: device.name }),
    );
  const remove = () =>
    change.send(
      () => request(REMOVE_CONTROL_UNIT_MUTATION, { deviceId: device.id }, EXPECTED),
      t('controlUnit.removed', { name: device.name }),
    );
  return (
    <Stack gap="sm">
      <Title order={4}>{t('controlUnit.title')}</Title>
      <Text size="sm" c={device.controlUnitSerial ? undefined : 'orange'}>
        {device.controlUnitSerial && device.controlUnitRegisteredAt
          ? t('controlUnit.current', {
              serial: device.controlUnitSerial,
              date: fmt.date(device.controlUnitRegisteredAt),
            })
          : t('controlUnit.missing')}
      </Text>
      {canChange && (
        <Form onSubmit={() => void save()}>
          <Stack gap="xs">
            <TextInput
              label={t('controlUnit.serial')}
              value={serial}
              onChange={(e) => setSerial(e.currentTarget.value)}
              error={change.message('serial')}
              autoComplete="off"
            />
            <TextInput
              type="date"
              label={t('controlUnit.registeredAt')}
              value={registeredAt}
              onChange={(e) => setRegisteredAt(e.currentTarget.value)}
              error={change.message('registeredAt')}
            />
            <Group gap="xs">
              <Button type="submit" loading={change.busy}>
                {t('controlUnit.save')}
              </Button>
              {device.controlUnitSerial && (
                <Button variant="subtle" color="red" onClick={() => void remove()}>
                  {t('controlUnit.remove')}
                </Button>
              )}
            </Group>
          </Stack>
        </Form>
      )}
    </Stack>
  );
}
