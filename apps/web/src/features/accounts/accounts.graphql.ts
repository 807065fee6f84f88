import { graphql } from '../../lib/graphql.ts';

/** The company's back-office users the caller may manage (ACCOUNTS). */
export const ACCOUNTS_QUERY = graphql(`
  query Accounts {
    users(sort: name_ASC) {
      id
      email
      name
      role
      status
      lastLoginAt
      invitedAt
      createdAt
      permissions {
        scopes
        venueIds
      }
    }
  }
`);

export const CREATE_ADMIN_MUTATION = graphql(`
  mutation CreateAdmin($input: AdminInviteInput!) {
    createAdmin(input: $input) {
      id
    }
  }
`);

export const UPDATE_ADMIN_MUTATION = graphql(`
  mutation UpdateAdmin($userId: ID!, $input: AdminInput!) {
    updateAdmin(userId: $userId, input: $input) {
      id
    }
  }
`);

export const BLOCK_USER_MUTATION = graphql(`
  mutation BlockUser($userId: ID!) {
    blockUser(userId: $userId) {
      id
      status
    }
  }
`);

export const UNBLOCK_USER_MUTATION = graphql(`
  mutation UnblockUser($userId: ID!) {
    unblockUser(userId: $userId) {
      id
      status
    }
  }
`);

export const RESEND_INVITATION_MUTATION = graphql(`
  mutation ResendInvitation($userId: ID!) {
    resendInvitation(userId: $userId) {
      id
      invitedAt
    }
  }
`);
