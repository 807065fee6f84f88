import {
  MAX_CHECKOUT_QUANTITY,
  PURCHASABLE_LICENSE_PRODUCTS,
  type PurchasableLicenseProduct,
} from '@fika/domain';
import { Alert, Badge, Button, Drawer, Group, Loader, NumberInput, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOrThrow, errorCodesOf, gqlQuery, RequestError, request } from '../../lib/request.ts';
import { LoadError } from '../../ui/list-page.tsx';
import { useFormats } from '../../ui/use-formats.ts';
import { LICENSE_CHECKOUT_LINK_MUTATION, LICENSE_PRICES_QUERY } from './license-checkout.graphql.ts';

type Quantities = Partial<Record<PurchasableLicenseProduct, number>>;
type MessageKey = `validation.${string}` | `errors.${string}`;

/** The products chosen, in the drawer's order, without those left at 0. */
export function checkoutLines(quantities: Quantities) {
  return PURCHASABLE_LICENSE_PRODUCTS.flatMap((product) => {
    const quantity = quantities[product] ?? 0;
    return quantity > 0 ? [{ product, quantity }] : [];
  });
}

// The input clamps what the user types; anything a browser could still send (blank, 2.5) is 0.
function toQuantity(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) ? Math.min(Math.max(n, 0), MAX_CHECKOUT_QUANTITY) : 0;
}

/** The server's refusal as the keys of this namespace ('validation.checkoutQuantity', 'errors.billingUnavailable'). */
function messageKeysOf(error: unknown): MessageKey[] {
  if (!(error instanceof RequestError)) return ['errors.unknown'];
  const fields = error.fieldErrors.map((f) => f.message as MessageKey);
  if (fields.length > 0) return [...new Set(fields)];
  const keys = error.extensions
    .map((e) => e.messageKey)
    .filter((k): k is MessageKey => typeof k === 'string');
  return keys.length > 0 ? keys : ['errors.unknown'];
}

/** The checkout drawer: products with their monthly prices, a quantity each, the total, then the provider's page. */
export function LicenseCheckoutDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('billing');
  const f = useFormats();
  const [quantities, setQuantities] = useState<Quantities>({});
  const prices = useQuery({
    queryKey: ['billing', 'license-prices'],
    queryFn: async ({ signal }) => (await gqlQuery(LICENSE_PRICES_QUERY, {}, { signal })).licensePrices,
  });
  const checkout = useMutation({
    mutationFn: async () =>
      dataOrThrow(
        await request(
          LICENSE_CHECKOUT_LINK_MUTATION,
          { products: checkoutLines(quantities), redirectUrl: `${window.location.origin}/licenses` },
          { expectedCodes: ['BAD_USER_INPUT', 'CONFLICT'] },
        ),
      ).licenseCheckoutLink,
    // Leaves the back office for the provider's hosted page; it sends the user back to /licenses.
    onSuccess: (link) => window.location.assign(link.redirectUrl),
  });

  const data = prices.data;
  const priceOf = new Map(data?.products.map((p) => [p.product, p.unitPrice]));
  const products = PURCHASABLE_LICENSE_PRODUCTS.filter((p) => priceOf.has(p));
  const lines = checkoutLines(quantities);
  const total = lines.reduce((sum, line) => sum + line.quantity * (priceOf.get(line.product) ?? 0), 0);
  const money = (minor: number) => (data ? f.money(minor, data.currency) : '');
  const translate = t as unknown as (key: string, options?: Record<string, unknown>) => string;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={
        <Group gap="xs">
          <Text fw={600}>{t('drawer.title')}</Text>
          <Badge variant="outline" color="gray">
            {t('sandbox')}
          </Badge>
        </Group>
      }
    >
      {prices.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('drawer.loading')} />
        </Group>
      ) : prices.isError || !data ? (
        <LoadError
          title={t('drawer.loadFailed')}
          codes={errorCodesOf(prices.error)}
          onRetry={() => void prices.refetch()}
        />
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('drawer.intro')}
          </Text>
          {products.map((product) => (
            <Group
              key={product}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              data-testid={`checkout-line-${product}`}
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={500}>{t(`products.${product}`)}</Text>
                <Text size="sm" c="dimmed">
                  {t('drawer.perMonth', { price: money(priceOf.get(product) ?? 0) })}
                </Text>
              </Stack>
              <NumberInput
                w={96}
                min={0}
                max={MAX_CHECKOUT_QUANTITY}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                aria-label={t('drawer.quantityOf', { product: t(`products.${product}`) })}
                value={quantities[product] ?? 0}
                onChange={(value) => {
                  checkout.reset();
                  setQuantities((current) => ({ ...current, [product]: toQuantity(value) }));
                }}
              />
            </Group>
          ))}
          <Group
            justify="space-between"
            pt="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text fw={600}>{t('drawer.total')}</Text>
            <Text fw={600} data-testid="license-checkout-total">
              {t('drawer.perMonth', { price: money(total) })}
            </Text>
          </Group>
          {checkout.isError && (
            <Alert color="red" role="alert">
              {messageKeysOf(checkout.error)
                .map((key) =>
                  translate(key, { max: MAX_CHECKOUT_QUANTITY, defaultValue: t('errors.unknown') }),
                )
                .join(' ')}
            </Alert>
          )}
          <Button
            disabled={lines.length === 0}
            loading={checkout.isPending || checkout.isSuccess}
            onClick={() => checkout.mutate()}
          >
            {t('drawer.checkout')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('drawer.hint')}
          </Text>
        </Stack>
      )}
    </Drawer>
  );
}
