export { PromoCodesPage } from './promo-codes-page.tsx';
export { useDeleteLoyalty } from './use-delete-loyalty.ts';
export {
  createStampCard,
  LOYALTY_FORM,
  loyaltyChoicesQuery,
  type StampCard,
  stampCardsQuery,
  updateStampCard,
  useRefreshLoyalty,
} from './use-loyalty.ts';
