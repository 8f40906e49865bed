-- Roles made before 作废种植记录 (plant.void), 删除种植批次 (plant.del, deleting a batch needed only plant.edit before)
-- and the alarm notification settings (cfg.alarm.list, cfg.alarm.edit): a role that manages the factory's roles
-- (auth.edit) could grant itself any code, so it gets them, and a 厂长 keeps deleting batches as before. Other roles
-- that recorded into batches (种植员) no longer delete them: that is the point of plant.del.
UPDATE "roles" AS r
SET "codes" = r."codes" || ARRAY(
  SELECT c FROM unnest(ARRAY['plant.void', 'plant.del', 'cfg.alarm.list', 'cfg.alarm.edit']::text[]) AS c
  WHERE NOT c = ANY (r."codes")
)
WHERE 'auth.edit' = ANY (r."codes")
  AND NOT r."codes" @> ARRAY['plant.void', 'plant.del', 'cfg.alarm.list', 'cfg.alarm.edit']::text[];
