export { DiscountPreview } from './discount-preview.tsx';
