DROP TABLE "mock_attempts" CASCADE;--> statement-breakpoint
DROP TABLE "mock_test_questions" CASCADE;--> statement-breakpoint
DROP TABLE "mock_tests" CASCADE;--> statement-breakpoint
DROP TABLE "sat_questions" CASCADE;