import { graphql } from '../../gql';

export const StaffActivitiesQuery = graphql(`
  query StaffActivities($kind: ActivityKind, $first: Int!, $after: String) {
    staffActivities(kind: $kind, first: $first, after: $after) {
      edges {
        node {
          id
          kind
          title
          status
          startsAt
          endsAt
          abnormalReason
          availableActions
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const StartActivityMutation = graphql(`
  mutation StartActivity($id: ID!) {
    startActivity(id: $id) {
      activity {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const PauseActivityMutation = graphql(`
  mutation PauseActivity($id: ID!) {
    pauseActivity(id: $id) {
      activity {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const ResumeActivityMutation = graphql(`
  mutation ResumeActivity($id: ID!) {
    resumeActivity(id: $id) {
      activity {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const EndActivityMutation = graphql(`
  mutation EndActivity($id: ID!) {
    endActivity(id: $id) {
      activity {
        id
        status
        availableActions
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const StaffActivityChangedSubscription = graphql(`
  subscription StaffActivityChanged {
    activityChanged {
      activityId
      kind
      status
    }
  }
`);
