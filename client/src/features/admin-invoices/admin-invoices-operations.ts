import { graphql } from '../../gql';

export const StaffInvoiceRequestsQuery = graphql(`
  query StaffInvoiceRequests($status: InvoiceRequestStatus, $search: String, $first: Int, $after: String) {
    staffInvoiceRequests(status: $status, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          orderNumber
          payableFen
          buyerName
          invoiceRequest {
            id
            orderId
            type
            title
            taxNumber
            email
            status
            requestedAt
            issuedAt
            invoiceNumber
            pdfUrl
          }
        }
      }
    }
  }
`);

export const StaffIssueInvoiceMutation = graphql(`
  mutation StaffIssueInvoice($input: IssueInvoiceInput!) {
    issueInvoice(input: $input) {
      invoiceRequest {
        id
        status
        issuedAt
        invoiceNumber
        pdfUrl
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
