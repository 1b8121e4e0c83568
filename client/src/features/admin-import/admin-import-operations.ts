import { graphql } from '../../gql';

export const CatalogImportFields = graphql(`
  fragment CatalogImportConsole_import on CatalogImport {
    id
    filename
    status
    headerRow
    totalRows
    processedRows
    createdCount
    updatedCount
    unchangedCount
    errorCount
    failure
    mapping {
      field
      column
    }
  }
`);

export const CatalogImportQuery = graphql(`
  query CatalogImport($id: ID!) {
    catalogImport(id: $id) {
      ...CatalogImportConsole_import
      headRows(first: 8)
    }
  }
`);

export const CatalogImportPreviewQuery = graphql(`
  query CatalogImportPreview($importId: ID!) {
    catalogImportPreview(importId: $importId) {
      validCount
      errorCount
      errors {
        line
        problems {
          field
          message
        }
      }
    }
  }
`);

export const MapCatalogImportMutation = graphql(`
  mutation MapCatalogImport($input: MapCatalogImportInput!) {
    mapCatalogImport(input: $input) {
      catalogImport {
        ...CatalogImportConsole_import
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const StartCatalogImportMutation = graphql(`
  mutation StartCatalogImport($importId: ID!) {
    startCatalogImport(importId: $importId) {
      catalogImport {
        ...CatalogImportConsole_import
      }
      userErrors {
        code
        message
      }
    }
  }
`);
