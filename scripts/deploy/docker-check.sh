#!/usr/bin/env bash
# Builds the Dockerfile's image and checks that it serves: a fresh database on a reachable PostgreSQL,
# SEED_DEMO=1, then health, pages, a sign-in and the API call behind the dashboard from outside the container,
# our own server in front of Next (a JSON 405; rate limits keyed on the connection's address, whatever
# X-Forwarded-For says; CSP nonces on cached pages), the non-root user and a graceful stop. Needs a Docker
# engine and a PostgreSQL the container can reach with --network host. Usage: scripts/deploy/docker-check.sh [ADMIN_URL=postgresql://postgres@127.0.0.1:5432/postgres] [PORT=3400]
set -euo pipefail
ADMIN_URL="${1:-postgresql://postgres@127.0.0.1:5432/postgres}"
PORT="${2:-3400}"
DB="gigline_docker_check"
DB_URL="${ADMIN_URL%/*}/$DB"
NAME="gigline-docker-check"
BASE="http://127.0.0.1:$PORT"
cd "$(dirname "$0")/../.."

docker build -t gigline . | tail -n 2
docker images gigline --format 'image gigline: {{.Size}}'
psql "$ADMIN_URL" -qc "drop database if exists $DB" -c "create database $DB"
docker rm -f "$NAME" >/dev/null 2>&1 || true
docker run -d --name "$NAME" --network host -e PORT="$PORT" -e DATABASE_URL="$DB_URL" \
  -e NEXTAUTH_SECRET="docker-check-$(date +%s)-secret-0123456789" -e NEXTAUTH_URL="http://localhost:$PORT" -e SEED_DEMO=1 -e PAYMENTS_SANDBOX=1 gigline >/dev/null
cleanup() { docker rm -f "$NAME" >/dev/null 2>&1 || true; psql "$ADMIN_URL" -qc "drop database if exists $DB" || true; }
trap cleanup EXIT

for _ in $(seq 1 120); do curl -sf "$BASE/api/health" >/dev/null && break; sleep 1; done
check() { # expected-status method path [json-body] [extra curl args…]
  local want=$1 method=$2 path=$3 body=${4:-}; shift 4 || shift $#
  local got
  got=$(curl -s -o /tmp/docker-check.body -w '%{http_code}' -X "$method" -H 'content-type: application/json' -H "origin: http://localhost:$PORT" ${body:+--data "$body"} "$@" "$BASE$path")
  if [ "$got" != "$want" ]; then { echo "FAIL $method $path: $got (wanted $want)"; head -c 300 /tmp/docker-check.body; echo; } >&2; exit 1; fi
  echo "ok   $method $path → $got"
}
check 200 GET /api/health
check 200 GET /
check 200 GET /jobs
check 200 GET /pros
check 307 GET /dashboard/home
check 200 POST /api/user/login '{"email":"employer@gigline.test","password":"Gigline123!","device_token":"","os":"web"}'
TOKEN=$(node -e 'console.log(JSON.parse(require("fs").readFileSync("/tmp/docker-check.body","utf8")).token)')
check 200 POST /api/job/get_my_jobs '{}' -H "authorization: Bearer $TOKEN"
node -e 'const j = JSON.parse(require("fs").readFileSync("/tmp/docker-check.body", "utf8")); if (!j.result || !(j.jobs?.length > 0)) { console.log("FAIL: no jobs in", JSON.stringify(j).slice(0, 300)); process.exit(1); } console.log(`     the demo employer has ${j.jobs.length} jobs`)'
check 401 POST /api/job/get_my_jobs '{}'
# our server, not Next's standalone server.js, answers: a wrong method gets a JSON 405 (Next's has no body) …
check 405 PUT /api/job/get_job
grep -q '"result":false' /tmp/docker-check.body || { echo "FAIL: the 405 has no JSON error"; exit 1; }
# … and a client cannot choose its rate-limit address: 20 help questions a minute per address, each one here
# claiming another address in X-Forwarded-For; the 21st is refused
for i in $(seq 1 20); do check 200 POST /api/global/chat '{"message":"How do I post a job?"}' -H "x-forwarded-for: 10.9.0.$i" >/dev/null; done
check 429 POST /api/global/chat '{"message":"How do I post a job?"}' -H "x-forwarded-for: 10.9.0.21"
# … and a cached page (the help centre) gets this response's CSP nonce on its scripts, not 'unsafe-inline'
curl -s -D /tmp/docker-check.headers -o /tmp/docker-check.body "$BASE/help"
NONCE=$(tr -d '\r' </tmp/docker-check.headers | grep -i '^content-security-policy:' | grep -o "'nonce-[^']*'" | head -n 1 | sed "s/^'nonce-//; s/'$//" || true)
if [ -z "$NONCE" ] || ! grep -qF "nonce=\"$NONCE\"" /tmp/docker-check.body; then
  echo "FAIL: /help's scripts do not carry its CSP nonce"; grep -i '^content-security-policy' /tmp/docker-check.headers; exit 1
fi
echo "ok   GET /help: its scripts carry the response's CSP nonce"
echo "user in the container: $(docker exec "$NAME" id -un)"
# the image's own HEALTHCHECK (first run 30 s after the start)
for _ in $(seq 1 60); do [ "$(docker inspect --format '{{.State.Health.Status}}' "$NAME")" != starting ] && break; sleep 1; done
echo "the image's health check: $(docker inspect --format '{{.State.Health.Status}}' "$NAME")"
docker stop -t 20 "$NAME" >/dev/null
# scripts/lib/graceful-stop.mjs: requests under way and the worker's running jobs finish, then exit code 0
CODE=$(docker inspect --format '{{.State.ExitCode}}' "$NAME")
[ "$CODE" = 0 ] || { echo "FAIL: stopped with exit code $CODE (wanted 0: the graceful stop)"; exit 1; }
echo "stopped gracefully (exit code 0)"
docker logs "$NAME" 2>&1 | grep -E "applied migration|demo data|Ready|worker" | tail -n 5
