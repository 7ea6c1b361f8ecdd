#!/usr/bin/env bash
# `livery serve` under wrk (issue 15's goal: ≥ 20,000 requests/s of 304s on loopback, memory flat),
# with nginx serving the same folder in the same run as the baseline. Needs wrk, nginx and curl
# (apt install wrk nginx curl). Results go to Benchmarks/RESULTS.md by hand.
#
#   Benchmarks/serve/wrk.sh            # 20 s per run
#   DURATION=60s Benchmarks/serve/wrk.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION="${DURATION:-20s}"
swift build -c release --product livery >/dev/null 2>&1
BIN="$PWD/.build/release/livery"
tmp="$(mktemp -d)"
chmod 755 "$tmp"   # nginx workers run as another user
trap 'kill $SERVE_PID 2>/dev/null || true; [[ -f $tmp/nginx.pid ]] && kill -QUIT "$(cat "$tmp/nginx.pid")" 2>/dev/null || true; rm -rf "$tmp"' EXIT

"$BIN" keygen -o "$tmp/key" >/dev/null
printf 'Button { background-color: #ff0000; }\n' >"$tmp/Brand.nss"
"$BIN" bundle "$tmp/Brand.nss" --key "$tmp/key" --version 1 -o "$tmp/site" >/dev/null
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
etag_of() { curl -sI "$1" | tr -d '\r' | awk -F': ' 'tolower($1)=="etag"{print $2}'; }
rps() { awk '/Requests\/sec/{print $2}'; }
run_wrk() { # URL ETAG → requests/s; checks that the answers were 304s
  local out
  out="$(wrk -t2 -c64 -d"$DURATION" -H "If-None-Match: $2" "$1")"
  if grep -q "Non-2xx or 3xx" <<<"$out"; then echo "unexpected statuses: $out" >&2; exit 1; fi
  rps <<<"$out"
}

# livery serve
LIVERY_PORT="$(free_port)"
"$BIN" serve "$tmp/site" --port "$LIVERY_PORT" >/dev/null 2>&1 &
SERVE_PID=$!
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$LIVERY_PORT/" && break; sleep 0.1; done
URL="http://127.0.0.1:$LIVERY_PORT/channels/production/manifest.json"
ETAG="$(etag_of "$URL")"
status="$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $ETAG" "$URL")"
[[ "$status" == "304" ]] || { echo "livery serve answered $status, not 304" >&2; exit 1; }
wrk -t2 -c64 -d5s -H "If-None-Match: $ETAG" "$URL" >/dev/null   # warm-up
RSS_WARM="$(ps -o rss= -p $SERVE_PID | tr -d ' ')"
LIVERY_RPS="$(run_wrk "$URL" "$ETAG")"
RSS_1="$(ps -o rss= -p $SERVE_PID | tr -d ' ')"
LIVERY_RPS_2="$(run_wrk "$URL" "$ETAG")"
RSS_2="$(ps -o rss= -p $SERVE_PID | tr -d ' ')"

# nginx, one worker per core, the same folder and headers
NGINX_PORT="$(free_port)"
mkdir -p "$tmp/tmp"
cat >"$tmp/nginx.conf" <<CONF
worker_processes auto;
pid $tmp/nginx.pid;
error_log $tmp/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $tmp/tmp; proxy_temp_path $tmp/tmp; fastcgi_temp_path $tmp/tmp; uwsgi_temp_path $tmp/tmp; scgi_temp_path $tmp/tmp;
  types { application/json json; }
  server {
    listen 127.0.0.1:$NGINX_PORT;
    root $tmp/site;
    location /channels/ { add_header Cache-Control "no-cache"; }
  }
}
CONF
/usr/sbin/nginx -p "$tmp" -c "$tmp/nginx.conf"
for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$NGINX_PORT/" && break; sleep 0.1; done
NURL="http://127.0.0.1:$NGINX_PORT/channels/production/manifest.json"
NETAG="$(etag_of "$NURL")"
wrk -t2 -c64 -d5s -H "If-None-Match: $NETAG" "$NURL" >/dev/null
NGINX_RPS="$(run_wrk "$NURL" "$NETAG")"

echo "wrk -t2 -c64 -d$DURATION, 304s of channels/production/manifest.json on loopback, $(nproc) cores"
echo "livery serve: $LIVERY_RPS requests/s (second run $LIVERY_RPS_2)"
echo "nginx:        $NGINX_RPS requests/s"
python3 -c "print(f'ratio livery/nginx: {float(\"$LIVERY_RPS\")/float(\"$NGINX_RPS\"):.2f}')"
echo "livery serve RSS: ${RSS_WARM} KiB after warm-up, ${RSS_1} KiB after run 1, ${RSS_2} KiB after run 2"
