# The GrowDiaries node image of compose.yaml (docs/deploy.md): the client built and the server compiled when the image
# is built, so a node starts in a second and never builds at run time. Node 20 on Debian bookworm, as on the test machines.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server
ENV NODE_ENV=production SKIP_BUILD=1 PORT=8080 DATA_DIR=/data MEDIA_DIR=/media
RUN mkdir -p /data /media && chown node:node /data /media
USER node
EXPOSE 8080
CMD ["node", "--enable-source-maps", "build/main.mjs"]
