#!/usr/bin/env bash
# Starts a PostgreSQL cluster for tic-server's tests, listening on 127.0.0.1 only, and prints
# the line to use it (everything else goes to stderr):
#
#   eval "$(bash .ci/postgres.sh)"      # sets TIC_TEST_POSTGRES_URL
#   cargo test -p tic-server
#
# Installs Debian's `postgresql` package when it is missing. The cluster lives in
# ${TIC_PG_DIR:-/tmp/tic-postgres} (reused when it is already running there), on the first free
# port from ${TIC_PG_PORT:-5432}; database and user `tic`, password `tic`. Stop it with
#   runuser -u postgres -- "$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)/pg_ctl" -D /tmp/tic-postgres/data stop
set -euo pipefail

say() { echo "postgres.sh: $*" >&2; }

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    say "installing Debian's postgresql"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2
    apt-get install -y -qq postgresql >&2
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
DIR=${TIC_PG_DIR:-/tmp/tic-postgres}
DATA=$DIR/data
as_pg() { runuser -u postgres -- "$@"; }

mkdir -p "$DIR"
chown postgres "$DIR"
chmod 700 "$DIR"

if [ -f "$DATA/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$DATA" status >/dev/null 2>&1; then
    PORT=$(sed -n 4p "$DATA/postmaster.pid")
    say "already running on 127.0.0.1:$PORT ($DATA)"
else
    if [ ! -f "$DATA/PG_VERSION" ]; then
        as_pg "$BIN/initdb" -D "$DATA" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
            -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
            || { cat "$DIR/initdb.log" >&2; exit 1; }
    fi
    PORT=${TIC_PG_PORT:-5432}
    # The first port nobody listens on.
    for _ in $(seq 1 50); do
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
            break
        fi
        PORT=$((PORT + 1))
    done
    as_pg "$BIN/pg_ctl" -D "$DATA" -l "$DIR/server.log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c max_connections=200 -c fsync=on" start >&2 \
        || { cat "$DIR/server.log" >&2; exit 1; }
    say "started on 127.0.0.1:$PORT ($DATA)"
fi

psql_pg() { as_pg "$BIN/psql" -h "$DIR" -p "$PORT" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
if [ "$(psql_pg -c "SELECT 1 FROM pg_roles WHERE rolname = 'tic'")" != 1 ]; then
    psql_pg -c "CREATE ROLE tic LOGIN PASSWORD 'tic'" >&2
fi
if [ "$(psql_pg -c "SELECT 1 FROM pg_database WHERE datname = 'tic'")" != 1 ]; then
    psql_pg -c "CREATE DATABASE tic OWNER tic" >&2
fi
echo "export TIC_TEST_POSTGRES_URL=postgres://tic:tic@127.0.0.1:$PORT/tic"
