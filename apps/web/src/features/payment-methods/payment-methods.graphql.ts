import { graphql } from '../../lib/graphql.ts';

/** GetPaymentMethods: the company's live methods, oldest first. */
export const PAYMENT_METHODS_QUERY = graphql(`
  query PaymentMethods {
    paymentMethods {
      id
      createdAt
      internalId
      name
      deleted
    }
  }
`);

export const CREATE_PAYMENT_METHOD_MUTATION = graphql(`
  mutation CreatePaymentMethod($input: PaymentMethodInput!) {
    createPaymentMethod(input: $input) {
      id
    }
  }
`);

export const RENAME_PAYMENT_METHOD_MUTATION = graphql(`
  mutation RenamePaymentMethod($id: ID!, $name: String!) {
    renamePaymentMethod(id: $id, name: $name) {
      id
    }
  }
`);

export const DELETE_PAYMENT_METHOD_MUTATION = graphql(`
  mutation DeletePaymentMethod($id: ID!) {
    deletePaymentMethod(id: $id)
  }
`);
