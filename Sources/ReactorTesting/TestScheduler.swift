// TestScheduler lands here.
