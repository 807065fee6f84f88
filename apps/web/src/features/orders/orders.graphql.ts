import { graphql } from '../../lib/graphql.ts';

/** A page of the order list (keyset: pass `endCursor` back as `after`). */
export const ORDERS_QUERY = graphql(`
  query Orders($filter: OrderFilter, $first: Int, $after: String) {
    orders(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        orderNumber
        venueName
        channel
        serviceType
        status
        staffId
        staffName
        currency
        totalAmount
        placedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** One order as the detail drawer shows it. */
export const ORDER_QUERY = graphql(`
  query Order($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      clientOrderId
      venueName
      channel
      serviceType
      status
      staffName
      tableCode
      guestCount
      beeperNumber
      customerEmail
      currency
      totalAmount
      vatAmount
      discountAmount
      tipAmount
      refundedAmount
      placedAt
      closedAt
      accountingDay
      refundable
      lines {
        id
        title
        quantity
        unitPrice
        discountAmount
        vatRate
        totalAmount
        voided
        voidReason
        modifications {
          name
          price
        }
      }
      payments {
        id
        method
        amount
        tipAmount
        cardBrand
        providerReference
        paidAt
        refundedAt
        refundedBy
        refundable
      }
      vatLines {
        rate
        gross
        vat
      }
      events {
        id
        status
        actorName
        note
        at
      }
      voidEntries {
        id
        kind
        amount
        reason
        actorName
        at
      }
    }
  }
`);

export const REFUND_ORDER_MUTATION = graphql(`
  mutation RefundOrder($orderId: ID!, $reason: String) {
    refundOrder(orderId: $orderId, reason: $reason) {
      success
      error
      errorCode
      order {
        id
        status
        refundedAmount
      }
    }
  }
`);

export const REFUND_PAYMENT_MUTATION = graphql(`
  mutation RefundPayment($paymentId: ID!, $reason: String) {
    refundPayment(paymentId: $paymentId, reason: $reason) {
      success
      error
      errorCode
      order {
        id
        status
        refundedAmount
      }
    }
  }
`);

export const SEND_ORDER_EMAIL_MUTATION = graphql(`
  mutation SendOrderEmail($orderId: ID!, $email: String!) {
    sendOrderEmail(orderId: $orderId, email: $email) {
      success
      error
      errorCode
    }
  }
`);
