# syntax=docker/dockerfile:1
# Build: install every workspace dependency, build client and server, then drop dev dependencies.
FROM node:24-slim AS build
WORKDIR /app
RUN npm install --global pnpm@11.28.11
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY client/package.json client/
COPY server/package.json server/
COPY rules/package.json rules/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build && pnpm prune --prod --ignore-scripts

# Run: only what the server needs, as the unprivileged `node` user.
FROM node:24-slim
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/node_modules ./server/node_modules
COPY --from=build /app/server/dist ./server/dist
# The server imports the shared rules at run time: server/node_modules/@circuitmart/rules links to ../../rules.
COPY --from=build /app/rules/package.json ./rules/
COPY --from=build /app/rules/dist ./rules/dist
COPY --from=build /app/client/dist ./client/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
