import { builder } from '../builder.ts';
import './root.ts';
import './scalars.ts';
import './settings.ts';
import './user.ts';
import './auth.ts';
import './featureFlags.ts';

export const schema = builder.toSchema({ sortSchema: true });
