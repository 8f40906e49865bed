import { z } from 'zod';

// Interface text is Chinese: zod's built-in messages (for rules without a custom message) follow suit.
z.config(z.locales.zhCN());
