import { LOYALTY_MESSAGE_KEYS, MAX_POINTS_REASON } from '@fika/domain';
import {
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Modal,
  NumberInput,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../lib/download.ts';
import { loadErrorOf, request } from '../../lib/request.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { LoadError } from '../../ui/list-page.tsx';
import { useToast } from '../../ui/toasts.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { levelName, membershipLevelsQuery } from '../membership-levels/index.ts';
import {
  ASSIGN_MEMBERSHIP_MUTATION,
  ASSIGN_POINTS_MUTATION,
  DELETE_MEMBER_MUTATION,
  EXPORT_MEMBER_QUERY,
} from './members.graphql.ts';
import { type MemberDetail, memberQuery, useRefreshMembers } from './use-members.ts';

/** The member drawer (?id=): details, level, points with their history, stamp cards, orders; export and delete. */
export function MemberDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation('members');
  const member = useQuery({ ...memberQuery(id ?? ''), enabled: id !== undefined });
  const error = loadErrorOf(member.error);
  const notFound = error?.codes.includes('NOT_FOUND') ?? false;
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={3}>{member.data ? member.data.name || member.data.email : t('member.title')}</Title>
      }
    >
      {member.isPending && id !== undefined && <Loader aria-label={t('member.loading')} />}
      {notFound && <Text>{t('member.notFound')}</Text>}
      {error && !notFound && (
        <LoadError title={t('member.loadFailed')} codes={error.codes} onRetry={() => void member.refetch()} />
      )}
      {member.data && <MemberBody member={member.data} onDeleted={onClose} />}
    </Drawer>
  );
}

function MemberBody({ member, onDeleted }: { member: MemberDetail; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('members');
  const formats = useFormats();
  const toast = useToast();
  const confirm = useConfirm();
  const refresh = useRefreshMembers();
  const levels = useQuery(membershipLevelsQuery);
  const [pointsOpen, setPointsOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const assign = async (levelId: string | null) => {
    if (!levelId || levelId === member.membershipLevelId) return;
    const result = await request(ASSIGN_MEMBERSHIP_MUTATION, {
      userId: member.id,
      membershipLevelId: levelId,
    });
    if (!result.success) {
      toast.error(t('member.levelFailed'));
      return;
    }
    await refresh();
    const level = levels.data?.find((l) => l.id === levelId);
    toast.success(t('member.levelSaved', { level: level ? levelName(level, i18n.language) : '' }));
  };

  const exportData = async () => {
    setBusy(true);
    const result = await request(EXPORT_MEMBER_QUERY, { id: member.id });
    setBusy(false);
    if (!result.success) {
      toast.error(t('member.exportFailed'));
      return;
    }
    downloadBlob(
      new Blob([result.data.exportMemberData], { type: 'application/json' }),
      `member-${member.email.replace(/[^a-z0-9@._-]/gi, '_')}.json`,
    );
  };

  const remove = async () => {
    const yes = await confirm({
      title: t('member.delete.title', { name: member.name || member.email }),
      message: t('member.delete.message'),
      confirmLabel: t('member.delete.confirm'),
      danger: true,
    });
    if (!yes) return;
    setBusy(true);
    const result = await request(DELETE_MEMBER_MUTATION, { id: member.id });
    setBusy(false);
    if (!result.success) {
      toast.error(t('member.delete.failed'));
      return;
    }
    await refresh();
    toast.success(t('member.delete.done'));
    onDeleted();
  };

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Detail label={t('member.email')} value={member.email} />
        <Detail label={t('member.phone')} value={member.phone ?? '—'} />
        <Detail label={t('member.joined')} value={formats.date(member.joinedAt)} />
        <Detail
          label={t('member.lastOrder')}
          value={member.lastOrderAt ? formats.dateTime(member.lastOrderAt) : '—'}
        />
      </SimpleGrid>

      <Select
        label={t('member.level')}
        data={(levels.data ?? []).map((l) => ({ value: l.id, label: levelName(l, i18n.language) }))}
        value={member.membershipLevelId}
        onChange={(value) => void assign(value)}
        allowDeselect={false}
        data-testid="member-level"
      />

      <Group justify="space-between" align="end" wrap="wrap">
        <div>
          <Text size="sm" c="dimmed">
            {t('member.points')}
          </Text>
          <Text fz={28} fw={700} data-testid="member-points">
            {formats.number(member.points)}
          </Text>
        </div>
        <Button variant="default" onClick={() => setPointsOpen(true)}>
          {t('points.adjust')}
        </Button>
      </Group>
      <PointsDialog member={member} opened={pointsOpen} onClose={() => setPointsOpen(false)} />

      <section aria-labelledby="member-history">
        <Title order={4} id="member-history" mb="xs">
          {t('member.history')}
        </Title>
        {member.pointsHistory.length === 0 ? (
          <Text c="dimmed">{t('member.noHistory')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={0}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.when')}</Table.Th>
                  <Table.Th>{t('history.what')}</Table.Th>
                  <Table.Th ta="right">{t('history.amount')}</Table.Th>
                  <Table.Th ta="right">{t('history.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {member.pointsHistory.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{formats.dateTime(h.at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{t(`history.kind.${h.kind as 'EARN' | 'REVERSE' | 'MANUAL'}`)}</Text>
                      {(h.reason || h.actorName) && (
                        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                          {[h.reason, h.actorName].filter(Boolean).join(' · ')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{formats.number(h.amount, { signDisplay: 'always' })}</Table.Td>
                    <Table.Td ta="right">{formats.number(h.balanceAfter)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>

      <section aria-labelledby="member-stamps">
        <Title order={4} id="member-stamps" mb="xs">
          {t('member.stampCards')}
        </Title>
        {member.stampCards.length === 0 ? (
          <Text c="dimmed">{t('member.noStampCards')}</Text>
        ) : (
          <Stack gap="xs">
            {member.stampCards.map((card) => (
              <div key={card.stampCardId}>
                <Group justify="space-between" wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {card.name}
                  </Text>
                  <Text size="sm">
                    {t('member.stamps', { stamps: card.stamps, required: card.stampsRequired })}
                    {card.rewardsAvailable > 0 && (
                      <Badge ml="xs" size="sm" variant="light" color="teal">
                        {t('member.rewards', { count: card.rewardsAvailable })}
                      </Badge>
                    )}
                  </Text>
                </Group>
                <Progress
                  value={(card.stamps / Math.max(1, card.stampsRequired)) * 100}
                  aria-label={card.name}
                  size="sm"
                />
              </div>
            ))}
          </Stack>
        )}
      </section>

      <section aria-labelledby="member-orders">
        <Title order={4} id="member-orders" mb="xs">
          {t('member.orders')}
        </Title>
        {member.recentOrders.length === 0 ? (
          <Text c="dimmed">{t('member.noOrders')}</Text>
        ) : (
          <Stack gap={4}>
            {member.recentOrders.map((o) => (
              <Group key={o.id} justify="space-between" wrap="nowrap" gap="xs">
                <Anchor
                  size="sm"
                  renderRoot={(props) => <Link {...props} to="/orders" search={{ id: o.id }} />}
                >
                  {t('member.orderLink', { number: o.orderNumber, venue: o.venueName })}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {formats.date(o.placedAt)}
                </Text>
                <Text size="sm">{formats.money(o.totalAmount, o.currency)}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </section>

      <Group justify="space-between" wrap="wrap">
        <Button variant="default" onClick={() => void exportData()} loading={busy}>
          {t('member.export')}
        </Button>
        <Button color="red" variant="light" onClick={() => void remove()} disabled={busy}>
          {t('member.delete.button')}
        </Button>
      </Group>
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

const KNOWN_ERRORS = new Set<string>([
  LOYALTY_MESSAGE_KEYS.pointsAmount,
  LOYALTY_MESSAGE_KEYS.pointsNegative,
  'validation.required',
  'validation.tooLong',
  'validation.invalid',
]);

/** "+/− points": a signed whole amount and the reason, kept in the history. */
function PointsDialog({
  member,
  opened,
  onClose,
}: {
  member: MemberDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const refresh = useRefreshMembers();
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [saving, setSaving] = useState(false);
  const message = (key: string) =>
    t(KNOWN_ERRORS.has(key) ? (key as 'validation.invalid') : 'validation.invalid');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = typeof amount === 'number' ? amount : Number.NaN;
    const local: { amount?: string; reason?: string } = {};
    if (!Number.isInteger(value) || value === 0) local.amount = message(LOYALTY_MESSAGE_KEYS.pointsAmount);
    else if (member.points + value < 0) local.amount = message(LOYALTY_MESSAGE_KEYS.pointsNegative);
    if (!reason.trim()) local.reason = message('validation.required');
    setErrors(local);
    if (local.amount || local.reason) return;
    setSaving(true);
    const result = await request(
      ASSIGN_POINTS_MUTATION,
      { easyId: member.id, amount: value, reason },
      { expectedCodes: ['BAD_USER_INPUT'] },
    );
    setSaving(false);
    if (!result.success) {
      const byField = Object.fromEntries(result.fieldErrors.map((e) => [e.field, message(e.message)]));
      if (byField.amount || byField.reason) setErrors(byField);
      else toast.error(t('points.failed'));
      return;
    }
    await refresh();
    toast.success(t('points.saved', { count: value }));
    setAmount('');
    setReason('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('points.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <NumberInput
            label={t('points.amount')}
            description={t('points.amountHint', { points: member.points })}
            allowDecimal={false}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            error={errors.amount}
            data-autofocus
            required
          />
          <TextInput
            label={t('points.reason')}
            maxLength={MAX_POINTS_REASON}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setErrors((e) => ({ ...e, reason: undefined }));
            }}
            error={errors.reason}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('points.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t('points.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
