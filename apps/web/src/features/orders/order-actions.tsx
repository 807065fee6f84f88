import { isValidEmail } from '@fika/domain';
import { Button, Group, Modal, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { request } from '../../lib/request.ts';
import { useToast } from '../../ui/toasts.tsx';
import {
  REFUND_ORDER_MUTATION,
  REFUND_PAYMENT_MUTATION,
  SEND_ORDER_EMAIL_MUTATION,
} from './orders.graphql.ts';

/** A button that, when it may not be used, stays visible, disabled, with the reason on hover and focus. */
export function GuardedButton({
  disabledReason,
  children,
  ...props
}: {
  disabledReason: string | null;
  onClick: () => void;
  children: ReactNode;
  color?: string;
  variant?: string;
  size?: string;
  'data-testid'?: string;
}) {
  const button = (
    <Button {...props} disabled={disabledReason !== null} aria-description={disabledReason ?? undefined}>
      {children}
    </Button>
  );
  return disabledReason ? (
    <Tooltip label={disabledReason} events={{ hover: true, focus: true, touch: true }}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}

type RefundTarget =
  | { kind: 'order'; id: string; title: string; message: string }
  | { kind: 'payment'; id: string; title: string; message: string };

/** Refunds an order or one payment after a confirmation with a reason; toasts the outcome. */
export function RefundModal({
  target,
  onClose,
  orderNumber,
}: {
  target: RefundTarget | null;
  onClose: () => void;
  orderNumber: number;
}) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const refund = useMutation({
    mutationFn: async (next: RefundTarget) => {
      const reasonOrNull = reason.trim() || null;
      if (next.kind === 'order') {
        const r = await request(REFUND_ORDER_MUTATION, { orderId: next.id, reason: reasonOrNull });
        return r.success ? r.data.refundOrder : { success: false, error: r.error, order: null };
      }
      const r = await request(REFUND_PAYMENT_MUTATION, { paymentId: next.id, reason: reasonOrNull });
      return r.success ? r.data.refundPayment : { success: false, error: r.error, order: null };
    },
    onSuccess: async (result, next) => {
      if (!result.success) {
        toast.error(t('refund.failed', { error: result.error ?? '' }));
        return;
      }
      toast.success(
        next.kind === 'order' ? t('refund.orderDone', { number: orderNumber }) : t('refund.paymentDone'),
      );
      setReason('');
      onClose();
      // Every figure may have moved: the list, this order, the dashboard and reports.
      await queryClient.invalidateQueries();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target) refund.mutate(target);
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title}>
      <form onSubmit={submit}>
        <Stack>
          <Text>{target?.message}</Text>
          <Textarea
            label={t('refund.reason')}
            placeholder={t('refund.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('refund.cancel')}
            </Button>
            <Button type="submit" color="red.8" loading={refund.isPending}>
              {t('refund.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Asks for an e-mail address (the customer's prefilled) and sends the order's receipt. */
export function ReceiptModal({
  opened,
  orderId,
  defaultEmail,
  onClose,
}: {
  opened: boolean;
  orderId: string;
  defaultEmail: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const [email, setEmail] = useState(defaultEmail);
  const [invalid, setInvalid] = useState(false);
  const send = useMutation({
    mutationFn: async (to: string) => {
      const r = await request(
        SEND_ORDER_EMAIL_MUTATION,
        { orderId, email: to },
        { expectedCodes: ['BAD_USER_INPUT'] },
      );
      return r.success ? r.data.sendOrderEmail : { success: false, error: r.error };
    },
    onSuccess: (result, to) => {
      if (!result.success) {
        toast.error(t('receipt.failed', { error: result.error ?? '' }));
        return;
      }
      toast.success(t('receipt.sent', { email: to }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    if (!isValidEmail(to)) {
      setInvalid(true);
      return;
    }
    send.mutate(to);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('receipt.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('receipt.text')}
          </Text>
          <TextInput
            type="email"
            label={t('receipt.email')}
            value={email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setInvalid(false);
            }}
            error={invalid ? t('receipt.invalidEmail') : undefined}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('receipt.cancel')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {t('receipt.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
