import { graphql } from '../../lib/graphql.ts';

/** The company's template (no venue) or a venue's effective one, with the missing content. */
export const RECEIPT_TEMPLATE_QUERY = graphql(`
  query ReceiptTemplate($venueId: ID) {
    receiptTemplate(venueId: $venueId) {
      venueId
      overridden
      version
      country
      logo { id title url }
      missing { content fix }
      template { logoImageId headerText footerText language showQrCode hiddenLines vatNumber }
    }
  }
`);

export const UPDATE_RECEIPT_TEMPLATE_MUTATION = graphql(`
  mutation UpdateReceiptTemplate($venueId: ID, $input: ReceiptTemplateInput!) {
    updateReceiptTemplate(venueId: $venueId, input: $input) {
      venueId
      overridden
      version
      country
      logo { id title url }
      missing { content fix }
      template { logoImageId headerText footerText language showQrCode hiddenLines vatNumber }
    }
  }
`);

export const RESET_RECEIPT_TEMPLATE_MUTATION = graphql(`
  mutation ResetReceiptTemplate($venueId: ID!) {
    resetReceiptTemplate(venueId: $venueId) { venueId overridden }
  }
`);

/** The venue's latest paid order (or a sample) as a receipt, with the unsaved template. */
export const RECEIPT_PREVIEW_QUERY = graphql(`
  query ReceiptPreview($venueId: ID, $template: ReceiptTemplateInput) {
    receiptPreview(venueId: $venueId, template: $template) {
      orderId
      orderNumber
      receiptUrl
      qrSvg
      document {
        language
        logoUrl
        heading
        header
        info { label value }
        lines { label value }
        totals { label value }
        vat { label value }
        payments { label value }
        footer
        qrCode
      }
    }
  }
`);

/** The library's logos and other images, for the logo picker. */
export const RECEIPT_IMAGES_QUERY = graphql(`
  query ReceiptImages {
    images(first: 100) {
      nodes { id title kind }
    }
  }
`);
