import { graphql } from '../../lib/graphql.ts';

/** A page of members, newest first, as the server searched and filtered them. */
export const MEMBERS_QUERY = graphql(`
  query Members($filter: MemberFilterInput, $first: Int, $after: String) {
    members(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        name
        email
        phone
        membershipLevelId
        points
        orderCount
        joinedAt
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

/** One member with their points history, stamp cards and orders. */
export const MEMBER_QUERY = graphql(`
  query Member($id: ID!) {
    member(id: $id) {
      id
      name
      email
      phone
      membershipLevelId
      points
      orderCount
      lastOrderAt
      joinedAt
      pointsHistory {
        id
        kind
        amount
        balanceAfter
        reason
        actorName
        orderId
        at
      }
      stampCards {
        stampCardId
        name
        stamps
        stampsRequired
        rewardsAvailable
      }
      recentOrders {
        id
        orderNumber
        venueName
        status
        currency
        totalAmount
        placedAt
      }
    }
  }
`);

export const ASSIGN_MEMBERSHIP_MUTATION = graphql(`
  mutation AssignMembership($userId: ID!, $membershipLevelId: ID!) {
    assignMembership(userId: $userId, membershipLevelId: $membershipLevelId) { id membershipLevelId }
  }
`);

export const ASSIGN_POINTS_MUTATION = graphql(`
  mutation AssignMembershipPoints($easyId: ID!, $amount: Int!, $reason: String!) {
    assignMembershipPoints(easyId: $easyId, amount: $amount, reason: $reason) { id points membershipLevelId }
  }
`);

export const EXPORT_MEMBER_QUERY = graphql(`
  query ExportMemberData($id: ID!) {
    exportMemberData(id: $id)
  }
`);

export const DELETE_MEMBER_MUTATION = graphql(`
  mutation DeleteMember($id: ID!) {
    deleteMember(id: $id) { success }
  }
`);
