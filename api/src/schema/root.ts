import { builder } from '../builder.ts';

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});
