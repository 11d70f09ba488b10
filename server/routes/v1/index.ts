// The registry of /v1 (and /nl/v1) route modules: one line per area.
import type { FastifyInstance } from 'fastify';
import { profileRoutes } from './profile/profile.routes';
import { projectsRoutes } from './projects/projects.routes';
import { reportsRoutes } from './reports/reports.routes';
import { accountRoutes } from './account/account.routes';
import { authRoutes } from './auth/auth.routes';
import { captchaRoutes } from './captcha/captcha.routes';
import { commonRoutes } from './common/common.routes';
import { managementRoutes } from './management/management.routes';
import { smsRoutes } from './sms/sms.routes';
import { teamRoutes } from './team/team.routes';
import { invitationRoutes } from './team/invitations.routes';
import { computeRoutes } from './compute/compute.routes';

type RouteModule = (app: FastifyInstance) => Promise<void>;

const modules: RouteModule[] = [
  // (areas register here)
  projectsRoutes,
  profileRoutes,
  reportsRoutes,
  authRoutes,
  accountRoutes,
  captchaRoutes,
  smsRoutes,
  commonRoutes,
  teamRoutes,
  invitationRoutes,
  managementRoutes,
  computeRoutes,
];

export async function registerV1Routes(app: FastifyInstance): Promise<void> {
  for (const register of modules) await app.register(register);
}
