// /v1/forestry_project/* and /v1/account/project_list (product.md §7.3): validate, authorise, call a service, present.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, userOf } from '../../../auth/guard';
import { ok } from '../../../http/envelope';
import {
  addUserBody,
  createProjectBody,
  createSubProjectBody,
  createVersionBody,
  editSubProjectBody,
  editVersionBody,
  idParams,
  projectListQuery,
  removeUserBody,
  updateProjectBody,
} from '../../../../src/core/contracts/projects';
import {
  addCollaborator,
  allProjects,
  createProject,
  deleteProject,
  listCollaborators,
  listProjects,
  removeCollaborator,
  projectDetail,
  updateProject,
} from '../../../services/projects/project-service';
import {
  createSubProject,
  deleteSubProject,
  editSubProject,
  subProjectTypes,
} from '../../../services/projects/sub-projects';
import {
  createVersion,
  deleteVersion,
  listVersions,
  renameVersion,
  versionHeader,
} from '../../../services/versions/version-service';

const P = '/v1/forestry_project';

export async function projectsRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const ctx = () => ({ db: root.deps.db, now: root.deps.now });
  const guarded = { preHandler: requireUser };

  app.get(`${P}/view_list`, { ...guarded, schema: { querystring: projectListQuery } }, async (req) =>
    ok(await listProjects(ctx(), userOf(req), req.query)),
  );
  app.get('/v1/account/project_list', guarded, async (req) =>
    ok({ projects: await allProjects(ctx(), userOf(req)) }),
  );
  app.post(`${P}/create`, { ...guarded, schema: { body: createProjectBody } }, async (req) =>
    ok(await createProject(ctx(), userOf(req), req.body)),
  );
  app.put(
    `${P}/update/:id`,
    { ...guarded, schema: { params: idParams, body: updateProjectBody } },
    async (req) => ok(await updateProject(ctx(), userOf(req), req.params.id, req.body)),
  );
  app.delete(`${P}/delete/:id`, { ...guarded, schema: { params: idParams } }, async (req) => {
    await deleteProject(ctx(), userOf(req), req.params.id);
    return ok(null);
  });
  app.get(`${P}/detail/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await projectDetail(ctx(), userOf(req), req.params.id)),
  );
  app.get(`${P}/header/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await versionHeader(ctx(), userOf(req), req.params.id)),
  );
  app.post(`${P}/add_user`, { ...guarded, schema: { body: addUserBody } }, async (req) =>
    ok(await addCollaborator(ctx(), userOf(req), req.body)),
  );
  app.get(`${P}/collaborators/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await listCollaborators(ctx(), userOf(req), req.params.id)),
  );
  app.post(`${P}/remove_user`, { ...guarded, schema: { body: removeUserBody } }, async (req) => {
    await removeCollaborator(ctx(), userOf(req), req.body);
    return ok(null);
  });

  // Sub-projects 子项目
  app.post(
    `${P}/create_subproject/:id`,
    { ...guarded, schema: { params: idParams, body: createSubProjectBody } },
    async (req) => ok(await createSubProject(ctx(), userOf(req), req.params.id, req.body)),
  );
  app.put(
    `${P}/edit_subproject/:id`,
    { ...guarded, schema: { params: idParams, body: editSubProjectBody } },
    async (req) => ok(await editSubProject(ctx(), userOf(req), req.params.id, req.body)),
  );
  app.delete(`${P}/delete_subproject/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await deleteSubProject(ctx(), userOf(req), req.params.id)),
  );
  app.get(`${P}/subproject_types/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await subProjectTypes(ctx(), userOf(req), req.params.id)),
  );

  // Versions 版本
  app.get(`${P}/version_list/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await listVersions(ctx(), userOf(req), req.params.id)),
  );
  app.post(
    `${P}/create_version/:id`,
    { ...guarded, schema: { params: idParams, body: createVersionBody } },
    async (req) => ok(await createVersion(ctx(), userOf(req), req.params.id, req.body)),
  );
  app.put(
    `${P}/edit_version/:id`,
    { ...guarded, schema: { params: idParams, body: editVersionBody } },
    async (req) => ok(await renameVersion(ctx(), userOf(req), req.params.id, req.body.version)),
  );
  app.delete(`${P}/delete_version/:id`, { ...guarded, schema: { params: idParams } }, async (req) =>
    ok(await deleteVersion(ctx(), userOf(req), req.params.id)),
  );
}
