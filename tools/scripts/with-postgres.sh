#!/bin/sh
# Runs a command against a throwaway PostgreSQL server: a new cluster in a temporary folder on a
# free port (socket in that folder too), exported as TEST_DATABASE_URL; the server is stopped and
# the folder deleted however the command ends (success, failure, Ctrl-C).
set -eu

bin_dir=""
for candidate in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
  if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then
    bin_dir="$candidate"
    break
  fi
done
if [ -z "$bin_dir" ]; then
  echo "PostgreSQL server binaries not found (/usr/lib/postgresql/*/bin/initdb)." >&2
  echo "The PostgreSQL step of the tests needs them: install Debian's package with" >&2
  echo "  sudo apt-get install postgresql   (.ci/run does this on CI)" >&2
  exit 1
fi

work_dir=$(mktemp -d "${TMPDIR:-/tmp}/adlens-pg.XXXXXX")
data_dir="$work_dir/data"
# PostgreSQL refuses to run as root: the cluster then belongs to the `postgres` user.
as_server_user=""
if [ "$(id -u)" -eq 0 ]; then
  chown postgres "$work_dir"
  as_server_user="runuser -u postgres --"
fi

cleanup() {
  status=$?
  trap - EXIT INT TERM
  if [ -f "$data_dir/postmaster.pid" ]; then
    $as_server_user "$bin_dir/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
$as_server_user "$bin_dir/initdb" -D "$data_dir" -U postgres --auth=trust -E UTF8 --no-locale >"$work_dir/initdb.log" 2>&1 ||
  { cat "$work_dir/initdb.log" >&2; exit 1; }
# Throwaway data: durability settings off make the suite's many CREATE DATABASE cheap.
$as_server_user "$bin_dir/pg_ctl" -D "$data_dir" -l "$work_dir/server.log" -w \
  -o "-p $port -k $work_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null || { cat "$work_dir/server.log" >&2; exit 1; }

echo "PostgreSQL $("$bin_dir/postgres" --version | awk '{print $3}') on port $port (throwaway, $work_dir)"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export TEST_DATABASE_URL
# What a fault test needs to restart this throwaway server (dev-api's *.postgres.test.ts):
# `pg_ctl -D "$TEST_POSTGRES_DATA_DIR" restart` from TEST_POSTGRES_BIN_DIR, run as
# TEST_POSTGRES_RUN_AS when set (this script runs as root: the cluster belongs to that user).
# pg_ctl restart reuses the options the server was started with (postmaster.opts).
TEST_POSTGRES_DATA_DIR="$data_dir"
TEST_POSTGRES_BIN_DIR="$bin_dir"
TEST_POSTGRES_RUN_AS=""
if [ -n "$as_server_user" ]; then TEST_POSTGRES_RUN_AS="postgres"; fi
TEST_POSTGRES_LOG="$work_dir/server.log"
export TEST_POSTGRES_DATA_DIR TEST_POSTGRES_BIN_DIR TEST_POSTGRES_RUN_AS TEST_POSTGRES_LOG
"$@"
