// Project calls 项目 (product.md §7.3): projects, sub-projects, versions, the entry header and template generation.
import { api, type RequestOptions } from './client';
import type {
  CreateProjectBody,
  CreatedProject,
  CreateSubProjectBody,
  EditSubProjectBody,
  ProjectDetail,
  ProjectList,
  ProjectRow,
  SubProjectRow,
  UpdateProjectBody,
  VersionHeader,
  VersionRow,
} from '../core/contracts/projects';

const P = '/v1/forestry_project';

export function listProjects(q: { page: number; limit: number; search?: string }): Promise<ProjectList> {
  return api.get<ProjectList>(`${P}/view_list`, {
    page: q.page,
    limit: q.limit,
    search: q.search || undefined,
  });
}

/** Every project of the user's context, for selectors (GET /v1/account/project_list). */
export async function allProjects(): Promise<ProjectRow[]> {
  return (await api.get<{ projects: ProjectRow[] }>('/v1/account/project_list')).projects;
}

export function createProject(body: CreateProjectBody): Promise<CreatedProject> {
  return api.post<CreatedProject>(`${P}/create`, body);
}

export function updateProject(id: number, body: UpdateProjectBody): Promise<ProjectRow> {
  return api.put<ProjectRow>(`${P}/update/${id}`, { ...body, id });
}

export function deleteProject(id: number): Promise<null> {
  return api.delete<null>(`${P}/delete/${id}`);
}

export function projectDetail(id: number, options?: RequestOptions): Promise<ProjectDetail> {
  return api.get<ProjectDetail>(`${P}/detail/${id}`, undefined, options);
}

export function createSubProject(projectId: number, body: CreateSubProjectBody): Promise<SubProjectRow> {
  return api.post<SubProjectRow>(`${P}/create_subproject/${projectId}`, { ...body, project_id: projectId });
}

export function editSubProject(id: number, body: EditSubProjectBody): Promise<SubProjectRow> {
  return api.put<SubProjectRow>(`${P}/edit_subproject/${id}`, body);
}

export function deleteSubProject(id: number): Promise<{ name: string }> {
  return api.delete<{ name: string }>(`${P}/delete_subproject/${id}`);
}

export function versionList(projectId: number): Promise<VersionRow[]> {
  return api.get<VersionRow[]>(`${P}/version_list/${projectId}`);
}

export function createVersion(
  projectId: number,
  version: string,
  copyFrom?: number | null,
): Promise<VersionRow> {
  return api.post<VersionRow>(`${P}/create_version/${projectId}`, {
    version,
    id: projectId,
    copy_from: copyFrom ?? null,
  });
}

export function editVersion(id: number, version: string): Promise<VersionRow> {
  return api.put<VersionRow>(`${P}/edit_version/${id}`, { version });
}

export function deleteVersion(id: number): Promise<{ name: string }> {
  return api.delete<{ name: string }>(`${P}/delete_version/${id}`);
}

export function versionHeader(versionId: number, options?: RequestOptions): Promise<VersionHeader> {
  return api.get<VersionHeader>(`${P}/header/${versionId}`, undefined, options);
}

/**
 * GET /v1/project_compute/generate_templates/{id}: true only when the answer's message is success (§4.2).
 * The caller shows 生成失败请重新尝试 otherwise, so the client's own toast is off.
 */
export async function generateTemplates(versionId: number): Promise<boolean> {
  try {
    const answer = await api.requestEnvelope<unknown>(
      'GET',
      `/v1/project_compute/generate_templates/${versionId}`,
      {
        notify: false,
      },
    );
    return answer.message === 'success';
  } catch {
    return false;
  }
}
