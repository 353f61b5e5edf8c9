#!/bin/sh
# Stand-in for Prisma's native schema engine, which cannot be downloaded here.
# `prisma generate` never calls it; migrations go through scripts/db-migrate.ts (WebAssembly).
echo "The native Prisma schema engine is not installed. Use npm run db:migrate / db:new-migration." >&2
exit 1
