// Turns zod validation issues into one Chinese message that names the offending field.
interface IssueLike {
  code?: string;
  keyword?: string;
  message?: string;
  path?: PropertyKey[];
  instancePath?: string;
}

const hasChinese = (s: string) => /[\u4e00-\u9fa5]/.test(s);

function fieldName(issue: IssueLike, where: string): string {
  const path =
    issue.path?.map(String).join('.') ?? issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  if (path) return path;
  return where === 'body'
    ? '请求体'
    : where === 'querystring'
      ? '查询参数'
      : where === 'params'
        ? '路径参数'
        : where;
}

function describe(issue: IssueLike): string {
  switch (issue.code ?? issue.keyword) {
    case 'invalid_type':
      return issue.message?.includes('received undefined') ? '为必填项' : '类型不正确';
    case 'too_small':
      return '过短或过小';
    case 'too_big':
      return '过长或过大';
    case 'invalid_format':
    case 'invalid_string':
      return '格式不正确';
    case 'invalid_value':
    case 'invalid_enum_value':
      return '取值不在允许范围内';
    case 'unrecognized_keys':
      return '包含未知字段';
    default:
      return '无效';
  }
}

/** Prefers a Chinese message the route's schema gave; otherwise builds one naming the field. */
export function validationMessage(
  issues: readonly IssueLike[],
  where: string,
): { message: string; fields: string[] } {
  const flat = issues;
  const fields = flat.map((i) => fieldName(i, where));
  const first = flat[0];
  if (!first) return { message: '请求参数无效', fields };
  const own = first.message ?? '';
  const message = hasChinese(own) ? own : `参数 ${fieldName(first, where)} ${describe(first)}`;
  return { message, fields };
}
