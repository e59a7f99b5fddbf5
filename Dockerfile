# Multi-stage image on the current Node.js LTS (26): build everything, then run the one process with production dependencies only.
FROM node:26-slim AS build
WORKDIR /app
COPY package.json package-lock.json nest-cli.json tsconfig.json ./
COPY shared-dto/package.json shared-dto/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY admin-ui/package.json admin-ui/
COPY vendor-ui/package.json vendor-ui/
COPY public-ui/package.json public-ui/
COPY test/package.json test/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:26-slim AS runtime
# DejaVu Sans gives the PDF tickets their rupee sign
RUN apt-get update && apt-get install -y --no-install-recommends fonts-dejavu-core && rm -rf /var/lib/apt/lists/*
# two glibc heaps instead of one per thread: sharp's threads otherwise keep ~100 MB of freed memory; a 256 MB old
# generation, as npm start and npm run serve run the server (V8 otherwise lets a flood's garbage grow RSS past 600 MB)
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data MALLOC_ARENA_MAX=2 NODE_OPTIONS=--max-old-space-size=256
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared-dto/package.json shared-dto/
COPY api/package.json api/
RUN npm ci --omit=dev --no-audit --no-fund -w api -w shared-dto && npm cache clean --force
COPY --from=build /app/shared-dto/dist shared-dto/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/src/db/migrations api/src/db/migrations
COPY --from=build /app/admin-ui/dist admin-ui/dist
COPY --from=build /app/vendor-ui/dist vendor-ui/dist
COPY --from=build /app/public-ui/dist public-ui/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
