# Gigline as one image: Next's standalone server, migrations applied on start, a non-root user.
#   docker build -t gigline .
#   docker run -p 3000:3000 -e DATABASE_URL=postgresql://… -e NEXTAUTH_SECRET=… [-e SEED_DEMO=1 -e PAYMENTS_SANDBOX=1] gigline
# A preview with demo data sets PAYMENTS_SANDBOX=1 too: without it, or processor keys, payments are off.
# Files go to /app/.data/uploads unless S3_BUCKET is set (mount a volume there to keep them).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json .npmrc ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci
COPY . .
RUN NEXT_OUTPUT=standalone npm run build && node scripts/deploy/bundle.mjs

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/prisma/migrations ./prisma/migrations
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/serve.mjs"]
