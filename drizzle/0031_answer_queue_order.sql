-- The calibration batch reads the oldest queue entries through this index and joins their answers by key (issue 11,
-- bench:api): it used to sort the whole queue joined with all answers, reading the answers table end to end at every
-- batch. The queue keeps its order by the time the server took each answer.
CREATE INDEX "answer_queue_queued_idx" ON "answer_queue" USING btree ("queued_at");