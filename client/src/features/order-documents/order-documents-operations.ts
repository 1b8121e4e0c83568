import { graphql } from '../../gql';

export const OrderDocumentsFormQuery = graphql(`
  query OrderDocumentsForm($orderId: ID!) {
    orderDocumentForm(orderId: $orderId) {
      orderId
      buyerCompany
      buyerAddress
      taxNumber
      contactName
      contactPhone
      contactEmail
      incoterm
      paymentTerms
      deliveryTerms
    }
  }
`);

export const OrderDocumentsSaveFormMutation = graphql(`
  mutation OrderDocumentsSaveForm($input: SaveOrderDocumentFormInput!) {
    saveOrderDocumentForm(input: $input) {
      downloadUrl
      form {
        orderId
        buyerCompany
        buyerAddress
        taxNumber
        contactName
        contactPhone
        contactEmail
        incoterm
        paymentTerms
        deliveryTerms
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);

export const OrderDocumentsInvoiceQuery = graphql(`
  query OrderDocumentsInvoice($id: ID!) {
    order(id: $id) {
      id
      status
      invoiceType
      invoiceTitle
      invoiceTaxNumber
      canRequestInvoice
      invoiceRequest {
        id
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
`);

export const OrderDocumentsRequestInvoiceMutation = graphql(`
  mutation OrderDocumentsRequestInvoice($input: RequestInvoiceInput!) {
    requestInvoice(input: $input) {
      invoiceRequest {
        id
        status
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`);
