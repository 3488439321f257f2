import type { DeliveredEntity } from './delivered-entity';

/** Applies a `select` parameter (`sys`, `fields`, `fields.title`, ...). `sys` is always kept. */
export function selectFields(entity: DeliveredEntity, select: string | undefined): DeliveredEntity {
  if (!select) return entity;
  const paths = select.split(',').map((path) => path.trim());
  if (paths.includes('fields')) return entity;
  const fieldNames = paths.filter((path) => path.startsWith('fields.')).map((path) => path.slice('fields.'.length).split('.')[0] as string);
  const fields = Object.fromEntries(Object.entries(entity.fields).filter(([name]) => fieldNames.includes(name)));
  return { ...entity, fields };
}
