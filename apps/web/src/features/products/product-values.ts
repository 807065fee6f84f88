import { COMPANY_LANGUAGES, type CompanyLanguage } from '@fika/domain';
import { type TranslatedText, translatedText } from '../../ui/translation-fields.tsx';
import type { CreateItemInput, Product, UpdateItemData, UploadedImage } from './use-products.ts';

export type ContentLanguage = CompanyLanguage;

/** What the product form holds, each field as the user sees it. */
export interface ProductValues {
  titles: TranslatedText;
  /** The description per language ('' = none); the company language's is the main one. */
  descriptions: TranslatedText;
  categoryIds: string[];
  courseTypeId: string | null;
  /** Minor units; null while the field is empty or not an amount. */
  price: number | null;
  manualPrice: boolean;
  volumeSuffix: string;
  weightUnit: string | null;
  /** Null on a new product until chosen: it then follows its first category. */
  vatRate: number | null;
  allergens: string[];
  image: UploadedImage | null;
  groupIds: string[];
  defaultIds: string[];
  upsellIds: string[];
  stationIds: string[];
}

/** The form's values for an item, or for a new one; a missing company-language title shows the main one. */
export function productValues(product: Product | null, language: ContentLanguage): ProductValues {
  return {
    titles: translatedText(product?.titleLang, { text: product?.title, language }),
    descriptions: translatedText(product?.descriptionLang, { text: product?.description, language }),
    categoryIds: product?.categoryIds ?? [],
    courseTypeId: product?.courseTypeId ?? null,
    price: product ? product.defaultPrice : null,
    manualPrice: product?.manualPrice ?? false,
    volumeSuffix: product?.volumeSuffix ?? '',
    weightUnit: product?.weightUnit ?? null,
    vatRate: product?.vatRate ?? null,
    allergens: product?.allergens ?? [],
    image: product?.image ?? null,
    groupIds: product?.appliedVariations.map((g) => g.id) ?? [],
    defaultIds: product?.defaultVariationsIds ?? [],
    upsellIds: product?.upsellIds ?? [],
    stationIds: product?.stationIds ?? [],
  };
}

/**
 * createItem's input and updateItem's data: every field of the form but the price, which travels
 * in the separate price update (§5); VAT only once chosen (a new item takes its first category's).
 */
export function itemInput(
  values: ProductValues,
  language: ContentLanguage,
): CreateItemInput & UpdateItemData {
  return {
    title: values.titles[language],
    titleLang: values.titles,
    description: values.descriptions[language],
    descriptionLang: values.descriptions,
    categoryIds: values.categoryIds,
    courseTypeId: values.courseTypeId,
    manualPrice: values.manualPrice,
    volumeSuffix: values.volumeSuffix,
    weightUnit: values.weightUnit,
    allergens: values.allergens,
    imageId: values.image?.id ?? null,
    appliedVariationIds: values.groupIds,
    defaultVariationsIds: values.defaultIds,
    upsellIds: values.upsellIds,
    stationIds: values.stationIds,
    ...(values.vatRate === null ? {} : { vatRate: values.vatRate }),
  };
}

/** Field paths of the form, as the domain schemas and the server name them. */
export const PRODUCT_FIELDS = [
  'title',
  ...COMPANY_LANGUAGES.map((language) => `titleLang.${language}`),
  'description',
  ...COMPANY_LANGUAGES.map((language) => `descriptionLang.${language}`),
  'categoryIds',
  'courseTypeId',
  'defaultPrice',
  'price',
  'volumeSuffix',
  'weightUnit',
  'vatRate',
  'allergens',
  'imageId',
  'appliedVariationIds',
  'defaultVariationsIds',
  'upsellIds',
  'stationIds',
] as const;
