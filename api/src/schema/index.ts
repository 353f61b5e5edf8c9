import { builder } from '../builder.ts';
import './root.ts';
import './scalars.ts';
import './settings.ts';
import './user.ts';
import './auth.ts';
import './featureFlags.ts';
import './community.ts';
import './post.ts';
import './comment.ts';
import './taxonomy.ts';
import './moderation.ts';
import './unreadCounts.ts';
import './poll.ts';
import './notification.ts';
import './conversation.ts';

export const schema = builder.toSchema({ sortSchema: true });
