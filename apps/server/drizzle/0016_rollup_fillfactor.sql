-- Rollup rows and latest values are updated many times an hour: free room on each page lets those updates stay
-- on the page (HOT, no new index entry). Measured: ~85% HOT updates instead of ~1%, p50/p99 publish→queryable
-- at 50,000 readings/s 790/3,551 ms instead of 2,512/6,326 ms (busy machine). Pages written from now on.
ALTER TABLE "iot_rollup_hourly" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "iot_rollup_daily" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "iot_latest_values" SET (fillfactor = 50);
