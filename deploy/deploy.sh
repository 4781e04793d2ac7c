#!/usr/bin/env bash
# A rolling deploy of a new release to the processes of deploy/taubenschau@.service, one at a time,
# so that visitors, breeders, judges and admins notice nothing:
#   deploy/deploy.sh /opt/taubenschau/releases/2026-11-27   (a built checkout: npm ci && npm run build)
# The old release's hashed assets stay in the new dist/web (copied over below), so a page loaded
# from an old process still finds its scripts on a new one.
set -euo pipefail
release=$1
ports=${PORTS:-"3001 3002"}
current=/opt/taubenschau/current

# Hashed assets of the release that is live now: kept for pages still open in browsers.
if [ -d "$current/dist/web/assets" ]; then
  cp -n "$current"/dist/web/assets/* "$release/dist/web/assets/" 2>/dev/null || true
fi
# Migrations once, before any new process starts (the old ones keep working: migrations only add),
# with the processes' own settings and user, read by systemd as the units read them.
systemd-run --wait --pipe --quiet --collect \
  -p EnvironmentFile=/etc/taubenschau/env -p User=taubenschau -p WorkingDirectory="$release" \
  -p Environment=DATA_DIR=/var/lib/taubenschau/migrate \
  /usr/bin/node dist/server/api/migrate.js
ln -sfn "$release" "$current"
for port in $ports; do
  systemctl restart "taubenschau@$port"
  # The next one only once this one is ready again.
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:$port/ready" >/dev/null; then break; fi
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/ready" >/dev/null
done
echo "deployed $release to ports $ports"
