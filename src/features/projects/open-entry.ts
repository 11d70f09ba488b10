// Opening data entry 录入与测算 (§2.7, §4.2): generate templates first unless completed, then go to calpage.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { generateTemplates } from '../../api/projects';
import { VersionStatus } from '../../core/contracts/projects';

export const GENERATE_FAILED = '生成失败请重新尝试';

/** /caluate/page?id=&projectid=&name= (the named route calpage). */
export function entryPath(v: { id: number; project_id: number; name: string }): string {
  const q = new URLSearchParams({ id: String(v.id), projectid: String(v.project_id), name: v.name });
  return `/caluate/page?${q.toString()}`;
}

/** /report/page?id=&projectid=&name=&datastr= (report detail). */
export function reportDetailPath(v: {
  id: number;
  project_id: number;
  name: string;
  datastr: string;
}): string {
  const q = new URLSearchParams({
    id: String(v.id),
    projectid: String(v.project_id),
    name: v.name,
    datastr: v.datastr,
  });
  return `/report/page?${q.toString()}`;
}

export interface EntryTarget {
  id: number;
  project_id: number;
  name: string;
  status?: string;
}

/** Returns a function that opens calpage for a version; resolves false when template generation failed. */
export function useOpenEntry(): (v: EntryTarget) => Promise<boolean> {
  const navigate = useNavigate();
  return useCallback(
    async (v: EntryTarget) => {
      if (v.status !== VersionStatus.COMPLETED) {
        const generated = await generateTemplates(v.id);
        if (!generated) {
          notifications.show({ color: 'red', message: GENERATE_FAILED, autoClose: 5000 });
          return false;
        }
      }
      await navigate(entryPath(v));
      return true;
    },
    [navigate],
  );
}
