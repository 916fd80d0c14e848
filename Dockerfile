# The production image: built with the dev dependencies, run with plain node as PID 1 (exec form,
# no shell or npm in between), so `docker stop` (SIGTERM) reaches the server itself.
FROM node:26-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:26-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "dist/app/main.js"]
