import { GraphiQL, type GraphiQLProps } from 'graphiql';
import 'graphiql/style.css';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { useEffect, useState } from 'react';

export const SCHEMA_SDL_URL = '/graphql/schema.graphql';

const defaultQuery = `# Match part numbers as a BOM tool would; Ctrl-Enter runs the query.
query Match {
  partsMultiMatch(queries: [{ mpn: "STM32F103C8T6", reference: "U1" }, { mpn: "NE555DR", reference: "U2" }]) {
    reference
    hits
    parts {
      matchedBy
      part { mpn manufacturer { name } }
      offers { stock moq orderMultiple currency prices { minQty unitPriceMilli } }
    }
  }
}
`;

/** Posts the explorer's operations to this shop's /graphql, with the headers typed in its Headers tab. */
const fetcher: GraphiQLProps['fetcher'] = async (params, options) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

/**
 * GraphiQL on the shop's API: its own chunk, loaded by the developer page only. The schema comes from the SDL
 * route rather than introspection, which production refuses to anonymous visitors; a key goes in the Headers tab.
 */
export default function ApiExplorer() {
  const [schema, setSchema] = useState<GraphQLSchema | null>(null);
  useEffect(() => {
    let current = true;
    fetch(SCHEMA_SDL_URL)
      .then((response) => response.text())
      .then((sdl) => {
        if (current) setSchema(buildSchema(sdl));
      });
    return () => {
      current = false;
    };
  }, []);
  return (
    <div style={{ height: 640 }} data-testid="api-explorer">
      {schema && <GraphiQL fetcher={fetcher} schema={schema} defaultQuery={defaultQuery} forcedTheme="light" />}
    </div>
  );
}
